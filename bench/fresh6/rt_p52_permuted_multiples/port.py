"""Port of main.rkt (retiman, Project Euler 52, the search started at 100000 here): the first
x whose multiples x, 2x, ..., 6x have the same set of digits (the original compares digit
lists with set=?, so as sets), over a lazy sequence of the lists of multiples."""
from itertools import count


def products(n):
    return [n * k for k in range(1, 7)]


def same_digits(xs):
    first = set(str(xs[0]))
    return all(set(str(x)) == first for x in xs[1:])


result = next(ps for ps in map(products, count(100000)) if same_digits(ps))[0]
print(result)
