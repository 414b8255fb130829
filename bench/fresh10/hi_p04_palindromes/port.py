"""Port of main.rkt with its aux.rkt (hirigaray, Project Euler 4): the largest palindrome that
is a product of two three-digit numbers, from all 810,000 ordered pairs (itertools.product),
each product turned into a list of digits and compared with its reverse."""
from itertools import product


def integer_to_list(n):
    out = []
    while n:
        out.insert(0, n % 10)
        n //= 10
    return out


def is_palindrome(n):
    digits = integer_to_list(n)
    return digits == digits[::-1]


print(max(p for p in (a * b for a, b in product(range(100, 1000), repeat=2)) if is_palindrome(p)))
