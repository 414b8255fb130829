"""Port of main.rkt: hailstone sequences with a memo of (sequence, length)."""
import sys

sys.setrecursionlimit(100000)
memo = {1: ((1,), 1)}


def hailstone(n):
    if n not in memo:
        seq, length = hailstone(n // 2 if n % 2 == 0 else 3 * n + 1)
        memo[n] = ((n,) + seq, length + 1)
    return memo[n]


h27 = hailstone(27)[0]
print("first 4 elements of h(27): '(%s)" % " ".join(map(str, h27[:4])))
print("last  4 elements of h(27): '(%s)" % " ".join(map(str, h27[-4:])))
print("x < 10000 such that h(x) gives the longest sequence: ", end="")
print(max(hailstone(n)[1] for n in range(1, 100000)))
