"""Port of main.rkt: the sum of the amicable numbers below 2000, by the divisor-sum formula."""
from itertools import groupby


def sieve(n):
    primes = [True] * (n + 1)
    for i in range(3, n + 1, 2):
        if primes[i]:
            for j in range(i * i, n + 1, i):
                primes[j] = False
    return [2] + [k for k in range(3, n + 1, 2) if primes[k]]


def prime_factors(n):
    factors, primes, i = [], sieve(n), 0
    while n != 1:
        q, r = divmod(n, primes[i])
        if r == 0:
            factors.append(primes[i])
            n = q
        else:
            i += 1
    return factors


def sum_of_factors(n):
    total = 1
    for p, group in groupby(prime_factors(n)):
        total *= (p ** (len(list(group)) + 1) - 1) // (p - 1)
    return total - n


def pro21(upper):
    amicable = []
    for i in range(2, upper):
        s = sum_of_factors(i)
        if i < s and sum_of_factors(s) == i:
            amicable += [i, s]
    return sum(x for x in amicable if x < upper)


print(pro21(2000))
