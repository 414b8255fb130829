"""Port of main.rkt: the sum of the numbers below 3000 that are not the sum of two abundant
numbers."""
from itertools import groupby


def sieve(n):
    primes = [True] * (n + 1)
    for i in range(3, n + 1, 2):
        if primes[i]:
            for j in range(i * i, n + 1, i):
                primes[j] = False
    return [2] + [k for k in range(3, n + 1, 2) if primes[k]]


PRIMES = sieve(3000)


def prime_factors(n):
    factors, i = [], 0
    while n != 1:
        q, r = divmod(n, PRIMES[i])
        if r == 0:
            factors.append(PRIMES[i])
            n = q
        else:
            i += 1
    return factors


def sum_of_factors(n):
    total = 1
    for p, group in groupby(prime_factors(n)):
        total *= (p ** (len(list(group)) + 1) - 1) // (p - 1)
    return total - n


def non_abundant_sums(upper):
    abundant = [i for i in range(1, upper) if sum_of_factors(i) > i]
    ok = [True] * upper
    for x in abundant:
        for y in abundant:
            if x + y >= upper:
                break
            ok[x + y] = False
    return [i for i in range(1, upper) if ok[i]]


print(sum(non_abundant_sums(3000)))
