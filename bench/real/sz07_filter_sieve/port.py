"""Port of main.rkt: the 3001st prime below 50,000 by repeated filtering of a list."""
from math import floor, sqrt


def sieve(x):
    lst = list(range(2, x + 1))
    out = []
    while lst[0] <= floor(sqrt(x)):
        p = lst[0]
        out.append(p)
        lst = [n for n in lst if n % p != 0]
    return out + lst


print(sieve(50000)[3000])
