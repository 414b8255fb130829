"""Port of main.rkt (paramirr, SICP exercise 1.29): the integrals of x^3 and x^2 on [0, 1]
by the midpoint sum (floats, summed from the last term back, as the original's recursive
sum) and by Simpson's rule (exact fractions, as the original with exact bounds)."""
from fractions import Fraction


def sum_terms(term, a, step, b):
    terms = []
    while a <= b:
        terms.append(term(a))
        a = step(a)
    total = 0
    for t in reversed(terms):
        total = t + total
    return total


def integral(f, a, b, dx):
    return sum_terms(f, a + dx / 2.0, lambda x: x + dx, b) * dx


def integral_simpson(f, a, b, n):
    h = Fraction(b - a, n)
    add_h = lambda x: x + 2 * h
    return (h / 3) * (a + b + 4 * sum_terms(f, a + h, add_h, b - h)
                      + 2 * sum_terms(f, a + 2 * h, add_h, b - 2 * h))


def cube(x):
    return x * x * x


def square(x):
    return x * x


def show(value):
    print(value if not isinstance(value, Fraction) or value.denominator != 1 else value.numerator)


for f, simpson_sizes in ((cube, (100, 1000)), (square, (100, 30000))):
    for dx in ((0.01, 0.00001) if f is cube else (0.01, 0.001)):
        show(integral(f, 0, 1, dx))
    for n in simpson_sizes:
        show(integral_simpson(f, 0, 1, n))
