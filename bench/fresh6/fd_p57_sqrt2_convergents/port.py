"""Port of main.rkt (fridim, Project Euler 57, 600 expansions here instead of 1000): of the
first 600 expansions of the continued fraction of sqrt(2), each computed afresh from the
innermost 2 outwards as exact fractions, how many have a numerator with more digits than the
denominator (digits counted, as the original does, as the ceiling of log10 by floating
point)."""
import math
from fractions import Fraction


def sqrt2(rounds):
    x = Fraction(2)
    for _ in range(rounds - 1):
        x = 2 + 1 / x
    return 1 + 1 / x


def count_digits(n):
    if n <= 1:
        return 1
    return abs(math.ceil(math.log(n) / math.log(10)))


expansions = [sqrt2(i) for i in range(1, 601)]
print(sum(1 for f in expansions if count_digits(f.numerator) > count_digits(f.denominator)))
