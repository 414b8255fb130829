"""Port of main.rkt (Gandalf-, Tau.rkt): 5,001 terms of the Nilakantha series for pi, 3 + 4/(2*3*4)
- 4/(4*5*6) + ..., summed exactly (fractions.Fraction); printed as Racket prints the exact
fraction."""
import sys
from fractions import Fraction

sys.set_int_max_str_digits(0)  # the numerator and denominator have thousands of digits


def make_pi(iterations):
    total = Fraction(3)
    x1, x2, x3 = 2, 3, 4
    add = True
    for _ in range(iterations + 1):
        term = Fraction(4, x1 * x2 * x3)
        total = total + term if add else total - term
        x1, x2, x3 = x1 + 2, x2 + 2, x3 + 2
        add = not add
    return total


pi = make_pi(5000)
print(f"{pi.numerator}/{pi.denominator}")
