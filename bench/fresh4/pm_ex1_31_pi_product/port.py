"""Port of main.rkt (paramirr, SICP exercise 1.31): 10! as a product, then Wallis's product
for pi/4 with 100, 1000 and 10000 factors as an exact fraction (products of integers),
printed as a float."""
from fractions import Fraction


def product(term, a, b):
    result = 1
    for x in range(a, b + 1):
        result *= term(x)
    return result


def numer(x):
    return 2 + 2 * (x // 2)


def denom(x):
    return 3 + 2 * (-(-x // 2) - 1)


def approx_pi_fourth(count):
    return Fraction(product(numer, 1, count), product(denom, 1, count))


print(product(lambda x: x, 1, 10))
for count in (100, 1000, 10000):
    print(float(approx_pi_fourth(count)))
