"""Port of main.rkt (nico7et8, Project Euler 10 at 500000): the primes generated in order,
each odd candidate tried against the primes found so far up to its square root (the
original's memoised stream of primes), summed up to the limit."""
from math import isqrt


def primes():
    found = [2]
    yield 2
    candidate = 3
    while True:
        limit = isqrt(candidate)
        composite = False
        for p in found:
            if p > limit:
                break
            if candidate % p == 0:
                composite = True
                break
        if not composite:
            found.append(candidate)
            yield candidate
        candidate += 2


def sum_of_primes(biggest):
    total = 0
    for p in primes():
        if p > biggest:
            break
        total += p
    return total


print(sum_of_primes(500000))
