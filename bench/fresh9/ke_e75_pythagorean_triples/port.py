"""Port of main.rkt (kaesluder, Project Euler 75): the primitive Pythagorean triples by
Euclid's formula (m > n, coprime, of opposite parity; n below min(m, (limit - 2m^2) / 2m), an
exact fraction in the original), each sorted; every multiple's perimeter up to 1,500,000
counted in a list used as a vector; prints how many perimeters are made by exactly one
triple."""
import math

LIMIT = 1500000


def gen_primitive_triples(limit):
    max_m = math.isqrt(limit // 2)
    triples = []
    for m in range(2, max_m):
        max_n = min(m, (limit - 2 * m * m) / (2 * m))
        n = 1
        while n < max_n:
            if math.gcd(m, n) == 1 and (m - n) % 2 == 1:
                triples.append(sorted([m * m - n * n, 2 * m * n, m * m + n * n]))
            n += 1
    return triples


def expand_primitives(limit):
    sieve = [0] * (limit + 1)
    for prim in gen_primitive_triples(limit):
        base_sum = sum(prim)
        sieve[base_sum] += 1
        for i in range(2, limit // base_sum + 1):
            compound = [x * i for x in prim]
            sieve[sum(compound)] += 1
    return sieve


print(sum(1 for x in expand_primitives(LIMIT) if x == 1))
