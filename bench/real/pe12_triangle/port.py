"""Port of main.rkt: the first triangle number with over 200 divisors, by prime factors."""
from itertools import groupby


def sieve(n):
    primes = [True] * (n + 1)
    for i in range(3, n + 1, 2):
        if primes[i]:
            for j in range(i * i, n + 1, i):
                primes[j] = False
    return [2] + [k for k in range(3, n + 1, 2) if primes[k]]


PRIMES = sieve(50000)


def prime_factors(n):
    factors = []
    i = 0
    while n != 1:
        p = PRIMES[i]
        q, r = divmod(n, p)
        if r == 0:
            factors.append(p)
            n = q
        else:
            i += 1
    return factors


def num_of_factors(n):
    result = 1
    for _, group in groupby(prime_factors(n)):
        result *= len(list(group)) + 1
    return result


def pro12(upper):
    i, n = 2, 1
    while num_of_factors(n) <= upper:
        n += i
        i += 1
    return n


print(pro12(200))
