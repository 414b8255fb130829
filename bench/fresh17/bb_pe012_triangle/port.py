"""Port of main.rkt (bobblestiltskin's Project Euler 12 in Racket): the first triangle number
with over 300 divisors (500 as published: made smaller here, as in main.rkt), each triangle's
divisors counted by trial division up to its square root (twice that count, plus one for an
integral root)."""
import math

THRESHOLD = 300  # as main.rkt: over 300 divisors instead of 500


def sqrt_factors(n):
    """The divisors i of n with 1 <= i < sqrt(n)."""
    root = math.isqrt(n)
    top = root if root * root == n else root + 1
    return sum(1 for i in range(1, top) if n % i == 0)


def num_factors(n):
    root = math.isqrt(n)
    count = 2 * sqrt_factors(n)
    return count + 1 if root * root == n else count


def get_triangle(threshold):
    triangle, numf = 0, 0
    i = 1
    while not numf > threshold:
        triangle += i
        numf = num_factors(triangle)
        i += 1
    return triangle


print(get_triangle(THRESHOLD))
