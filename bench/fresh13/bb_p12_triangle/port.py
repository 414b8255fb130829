"""Port of main.rkt (bobblestiltskin, Project Euler 12): the first triangle number with over 400
divisors (500 in the problem), counting each triangle number's divisors below its square root
by trial division (twice that, plus one when the root is whole)."""
import math

THRESHOLD = 400  # main.rkt's, made smaller here (500 in the problem; SOURCES.md)


def sqrt_factors(n):
    root = math.sqrt(n)
    count = 0
    i = 1
    while i < root:
        if n % i == 0:
            count += 1
        i += 1
    return count


def num_factors(n):
    count = 2 * sqrt_factors(n)
    return count + 1 if math.sqrt(n).is_integer() else count


def get_triangle(threshold):
    triangle, numf = 0, 0
    i = 1
    while numf <= threshold:
        triangle += i
        numf = num_factors(triangle)
        i += 1
    return triangle


print(get_triangle(THRESHOLD))
