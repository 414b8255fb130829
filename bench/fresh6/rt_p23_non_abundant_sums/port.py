"""Port of main.rkt (retiman, Project Euler 23, the limit lowered to 10000 here): the sum of the
numbers up to the limit that are not the sum of two abundant numbers. Abundance from the sum
of the divisors found by trial division up to the square root (as a set, as the original's
memoised divisors); every pair of abundant numbers marks its sum in a list."""
from math import isqrt

LIMIT = 10000


def divisors(n):
    small = [d for d in range(2, isqrt(n) + 1) if n % d == 0]
    return {1, n} | set(small) | {n // d for d in small}


def proper_divisor_sum(n):
    return sum(divisors(n)) - n


numbers = list(range(LIMIT + 1))
abundants = [n for n in range(1, LIMIT + 1) if proper_divisor_sum(n) > n]
for i, a in enumerate(abundants):
    for b in abundants[i:]:
        if a + b <= LIMIT:
            numbers[a + b] = 0
print(sum(numbers))
