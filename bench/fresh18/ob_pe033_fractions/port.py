"""Port of main.rkt (offby1's Project Euler 33 in PLT Scheme): the two-digit fractions below
one that stay equal when a digit common to top and bottom is cancelled (printed as found),
and the product of the four as an exact fraction."""
from fractions import Fraction
from math import prod


def digits(n):
    return [int(c) for c in str(n)]


def digits_to_number(ds):
    total = 0
    for d in ds:
        total = total * 10 + d
    return total


fracs = []
for bot in range(10, 100):
    for top in range(10, bot):
        if bot % 10 == 0:
            continue
        top_digits, bot_digits = digits(top), digits(bot)
        common = [d for d in top_digits if d in bot_digits]
        if not common:
            continue
        new_top = digits_to_number([d for d in top_digits if d not in common])
        new_bot = digits_to_number([d for d in bot_digits if d not in common])
        if new_bot == 0 or new_top == 0 or Fraction(top, bot) != Fraction(new_top, new_bot):
            continue
        print(f"{top} / {bot}")
        fracs.append(Fraction(top, bot))

print(prod(fracs))
