"""Port of main.rkt (d3zd3z, Project Euler 14 below 200000): the start below the limit with the
longest Collatz chain, chain lengths memoized in a dict filled recursively (the original's
hash-ref! in a parameterized hasheqv); the first start reaching a new longest chain wins."""
import sys

sys.setrecursionlimit(10000)
cache = {}


def chain_length(n):
    if n in cache:
        return cache[n]
    if n == 1:
        length = 1
    elif n % 2 == 0:
        length = 1 + chain_length(n // 2)
    else:
        length = 1 + chain_length(3 * n + 1)
    cache[n] = length
    return length


largest, largest_value = 0, None
for n in range(1, 200000):
    length = chain_length(n)
    if length > largest:
        largest, largest_value = length, n
print(largest_value)
