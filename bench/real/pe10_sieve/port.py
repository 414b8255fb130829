"""Port of main.rkt: the sum of the primes below 500,000 (common.rkt's odd-only sieve)."""


def sieve(n):
    primes = [True] * (n + 1)
    for i in range(3, n + 1, 2):
        if primes[i]:
            for j in range(i * i, n + 1, i):
                primes[j] = False
    return [2] + [k for k in range(3, n + 1, 2) if primes[k]]


print(sum(sieve(500000)))
