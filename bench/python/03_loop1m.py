"""Counting loop to 1,000,000 (port of 03_loop1m.rkt; CPython has no tail calls, so the
tail-recursive loop becomes a while loop)."""


def count_up(k, n):
    while k != n:
        k = k + 1
    return k


print(count_up(0, 1000000))
