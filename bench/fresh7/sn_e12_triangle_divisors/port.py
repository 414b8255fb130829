"""Port of main.rkt (sleepynate, Project Euler 12): the triangle numbers, each summed afresh from
1..n (the original's non-tail recursion), walked lazily until one has more than 500 divisors;
the divisors counted from the prime factorization (trial division), as math/number-theory's
`divisors` builds them from `factorize`."""
from itertools import count


def nth_triangle(n):
    return sum(range(1, n + 1))


def factorize(n):
    factors = {}
    p = 2
    while p * p <= n:
        while n % p == 0:
            factors[p] = factors.get(p, 0) + 1
            n //= p
        p += 1
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return factors


def divisors(n):
    result = [1]
    for p, e in factorize(n).items():
        result = [d * p ** k for d in result for k in range(e + 1)]
    return sorted(result)


triangles = (nth_triangle(x) for x in count(1))
answer = next(t for t in triangles if len(divisors(t)) > 500)
print("Problem 12: The first triangle number to have over 500 divisors is", answer)
