"""Port of main.rkt (aabulhaj, Project Euler 27): the product a*b of the quadratic
n^2 + an + b (|a| < 1000, |b| <= 1000) giving the most consecutive primes from n = 0; the
primality test lists every divisor from 4 to sqrt(n), as the original's for*/list does."""
from math import isqrt


def is_prime(n):
    if n <= 1:
        return False
    if n < 4:
        return True
    if n % 2 == 0 or n % 3 == 0:
        return False
    return not [a for a in range(4, isqrt(n) + 1) if n % a == 0]


def consec_primes(a, b):
    n = 0
    while is_prime(n * n + a * n + b):
        n += 1
    return n


def quadratic_primes():
    best, product = 0, 0
    for a in range(-999, 1000):
        for b in range(-1000, 1001):
            count = consec_primes(a, b)
            if count > best:
                best, product = count, a * b
    return product


print(quadratic_primes())
