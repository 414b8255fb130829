"""Port of main.rkt (patrickboe, Project Euler 21, with the author's factors.rkt,
combinations.rkt and streams.rkt): primes by trial division against the primes found before
(up to the square root of the candidate), each number's prime factors by the smallest prime
factor up to its square root, its proper divisors as the products of every sub-multiset of
those factors but the whole (1 itself for 1, as there), their sums for 1 to 9999, and the sum
of the amicable numbers among them (a number whose sum's sum is itself, and not itself)."""
import math

primes = [2, 3]


def primes_upto(limit):
    """The primes <= limit, found as the original's stream finds them (and kept)."""
    while primes[-1] < limit:
        candidate = primes[-1] + 2
        while any(candidate % p == 0 for p in primes if p <= math.sqrt(candidate)):
            candidate += 2
        primes.append(candidate)
    return [p for p in primes if p <= limit]


def prime_factors(n):
    factors = []
    while True:
        limit = math.sqrt(n)
        divisors = [p for p in primes_upto(limit) if n % p == 0]
        if not divisors:
            factors.append(n)
            return factors
        factors.append(divisors[0])
        n //= divisors[0]


def proper_divisors(n):
    products = [1]                          # the products of the sub-multisets, the empty one first
    factors = prime_factors(n)
    i = 0
    while i < len(factors):                 # each run of equal factors multiplies the products so far
        j = i
        while j < len(factors) and factors[j] == factors[i]:
            j += 1
        products = products + [p * factors[i] ** k for k in range(1, j - i + 1) for p in products]
        i = j
    return [1] + products[1:-1]             # the empty product and the whole dropped, 1 put first


def amicable_sum(n):
    sums = [0] + [sum(proper_divisors(a)) for a in range(1, n)]
    return sum(x for x in range(1, n) if sums[x] < len(sums) and sums[sums[x]] == x and sums[x] != x)


print(amicable_sum(10000))
