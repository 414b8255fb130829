"""Naive insertion sort of 2,000 pseudo-random numbers (port of 06_isort2k.rkt).
Lists are (car, cdr) tuples, () as None; isort and insert stay recursive, as in the
Racket program; tail-recursive helpers become while loops."""
import sys

sys.setrecursionlimit(100_000)


def next_rand(s):
    return (s * 75 + 74) % 65537


def rand_list(n, seed, acc):
    while n != 0:
        n, seed, acc = n - 1, next_rand(seed), (seed, acc)
    return acc


def insert(x, s):
    if s is None:
        return (x, None)
    if x < s[0]:
        return (x, s)
    return (s[0], insert(x, s[1]))


def isort(xs):
    return None if xs is None else insert(xs[0], isort(xs[1]))


def checksum(xs, k, acc):
    while xs is not None:
        xs, k, acc = xs[1], k + 1, (acc + k * xs[0]) % 1000000007
    return acc


s = isort(rand_list(2000, 1, None))
print(f"({s[0]} {checksum(s, 1, 0)})")
