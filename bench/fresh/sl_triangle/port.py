"""Port of main.rkt (sleibrock, Project Euler 12): the first triangle number with at least
160 divisors, counted by trial division up to its square root (a root counts twice, as in
the original)."""
from math import isqrt


def divisor_count(x):
    return sum(2 for d in range(1, isqrt(x) + 1) if x % d == 0)


def first_triangle(divisors):
    triangle, n = 0, 1
    while True:
        triangle += n
        if divisor_count(triangle) >= divisors:
            return triangle
        n += 1


print(f"Triangle num with 500 divisors:: {first_triangle(160)}")
