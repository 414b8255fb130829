"""Port of main.rkt (offby1's Project Euler 31 in PLT Scheme, SICP's count-change): the ways
to make 150p (the problem's 200p made smaller here) from the eight British coins, by tree
recursion over the amount and the index of the first coin still allowed."""
import sys

sys.setrecursionlimit(10000)
DENOMINATIONS = (1, 2, 5, 10, 20, 50, 100, 200)


def ways_to_make_change(amount, i):
    if amount < 0:
        return 0
    if amount == 0:
        return 1
    if i == len(DENOMINATIONS):
        return 0
    return ways_to_make_change(amount - DENOMINATIONS[i], i) + ways_to_make_change(amount, i + 1)


print(ways_to_make_change(150, 0))
