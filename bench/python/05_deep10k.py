"""Non-tail recursion 10,000 deep, prints 50005000 (port of 05_deep10k.rkt)."""
import sys

sys.setrecursionlimit(100_000)


def sum_to(n):
    return 0 if n == 0 else n + sum_to(n - 1)


print(sum_to(10000))
