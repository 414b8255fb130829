"""Port of main.rkt (Shloub/metalang's Euler 12, as generated in Racket): the primes below 110 by a
sieve in a list, then for n = 1..10,000 the prime factors of n and n + 1 counted in a fresh
list, the divisors of the triangle number n(n+1)/2 from them; the first with over 500 (none
below 10,000, so the program prints 0)."""


def eratostene(t, limit):
    n = 0
    for i in range(2, limit):
        if t[i] == i:
            n += 1
            j = i * i
            while 0 < j < limit:
                t[j] = 0
                j += i
    return n


def fill_prime_factors(t, n, primes):
    """Count the factors of n from `primes` into t; the last prime tried, or what is left of n."""
    for d in primes:
        while n % d == 0:
            t[d] += 1
            n //= d
        if n == 1:
            return d
    return n


def find(ndiv2):
    limit = 110
    era = list(range(limit))
    eratostene(era, limit)
    primes = [k for k in range(2, limit) if era[k] == k]
    for n in range(1, 10001):
        factors = [0] * (n + 2)
        top = max(fill_prime_factors(factors, n, primes), fill_prime_factors(factors, n + 1, primes))
        factors[2] -= 1
        ndivs = 1
        for i in range(top + 1):
            if factors[i] != 0:
                ndivs *= 1 + factors[i]
        if ndivs > ndiv2:
            return n * (n + 1) // 2
    return 0


print(find(500))
