"""Port of main.rkt (kaesluder, Project Euler 64): for each non-square n below 10,000, the
continued fraction of sqrt(n) by the (m, d, a) recurrence in floating point (sqrt and floor of
floats, as the original's `sqrt` of a non-square), collecting the (a, m, d) triples in a list
until one repeats (a linear search of the list per step, as `member`); prints how many periods
are odd."""
import math


def continued_fraction(s):
    m, d = 0, 1
    a = float(math.floor(math.sqrt(s)))
    results = []
    while True:
        m1 = d * a - m
        d1 = (s - m1 * m1) / d
        a1 = float(math.floor((math.sqrt(s) + m1) / d1))
        if (a1, m1, d1) in results:
            return results
        results.append((a1, m1, d1))
        a, m, d = a1, m1, d1


def is_square(s):
    sr = math.sqrt(s)
    return sr == math.floor(sr)


def repeat_count(maximum):
    return [(n, len(continued_fraction(n))) for n in range(2, maximum) if not is_square(n)]


print(sum(1 for n, length in repeat_count(10000) if length % 2 == 1))
