"""Port of main.rkt (hirigaray, Project Euler 9): every pair a, b below 500 whose a^2 + b^2 is a
perfect square gives a triple; of those, the first with a < b < c and a + b + c = 1000; prints
the product a*b*c."""
import math
from itertools import product


def makes_triplet(a, b):
    s = a * a + b * b
    c = math.isqrt(s)
    return (a, b, c) if c * c == s else None


def special_triplet(a, b, c):
    return a < b < c and a * a + b * b == c * c and a + b + c == 1000


triples = [t for t in (makes_triplet(a, b) for a, b in product(range(1, 500), repeat=2)) if t]
a, b, c = [t for t in triples if special_triplet(*t)][0]
print(a * b * c)
