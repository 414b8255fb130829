"""Port of main.rkt (Gandalf-, Pi.rkt with DividePrecise.rkt): DividePrecise's own tests first
(long division digit by digit, each digit the integer part of a float quotient's printed
form), then 200 terms of the Bailey-Borwein-Plouffe series summed exactly (Fraction) and
divided out to 100 places."""
from fractions import Fraction


def divide_precise(x, y, precision):
    """x / y to `precision` places, as a string: the integer part read off the printed float."""
    def quot(x, y):
        text = repr(float(Fraction(x) / Fraction(y)) if isinstance(x, int) and isinstance(y, int)
                    else x / y)
        return text[:text.index(".")]

    def remain(x, y):
        return x - int(quot(x, y)) * y

    out = []
    for i in range(precision):
        out.append(quot(x, y) + "." if i == 0 else str(abs(int(quot(x, y)))))
        x = remain(x, y) * 10
    return "".join(out)


print(divide_precise(10, 12345, 550))
print(divide_precise(22.2349, -7.123, 1000))
print(divide_precise(-20, -4, 100))


def pi_find(k):
    return Fraction(1, 16 ** k) * (Fraction(4, 8 * k + 1) - Fraction(2, 8 * k + 4)
                                   - Fraction(1, 8 * k + 5) - Fraction(1, 8 * k + 6))


def make_pi(terms, precision):
    s = sum((pi_find(i) for i in range(terms)), Fraction(0)) - 3
    return "3." + divide_precise(s.numerator, s.denominator, precision)[2:]


print('"' + make_pi(200, 100) + '"')
