"""Port of main.rkt (retiman, Project Euler 31, the amount raised from 200p to 400p here): the
ways to make 400p from the eight British coins, by the same tree recursion the original's macro
writes out as one procedure per coin (p_c(n) = p_c(n - c) + p_next_smaller(n) for n >= 0, else
0; p1 is 1): one function over the index of the coin in a list instead of eight functions."""
COINS = [1, 2, 5, 10, 20, 50, 100, 200]


def ways(i, n):
    if i == 0:
        return 1
    if n < 0:
        return 0
    return ways(i, n - COINS[i]) + ways(i - 1, n)


print(ways(len(COINS) - 1, 400))
