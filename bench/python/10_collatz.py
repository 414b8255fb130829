"""Longest Collatz chain below 300,000 with a dict memo (10_collatz.rkt)."""
import sys

sys.setrecursionlimit(100000)
memo = {1: 1}


def chain_length(n):
    got = memo.get(n)
    if got is not None:
        return got
    length = 1 + chain_length(n // 2 if n % 2 == 0 else 3 * n + 1)
    memo[n] = length
    return length


best, best_len = 1, 1
for n in range(1, 300000):
    length = chain_length(n)
    if length > best_len:
        best, best_len = n, length
print(f"({best} {best_len})")
