"""Port of main.rkt (kaesluder, Project Euler 93): for every set of four distinct digits (0-9,
in the original's order), every ordering of the four, every choice of three of + - * / and two
bracketings, the value in exact rational arithmetic (a division by zero gives no value); the
positive integer values, without duplicates, sorted, and the longest run of consecutive ones;
prints the best run and its digits as the original displays them."""
import itertools
from fractions import Fraction


def f1(numbers, functions):
    a, b, c, d = numbers
    fx, fy, fz = functions
    return fz(fy(fx(a, b), c), d)


def f2(numbers, functions):
    a, b, c, d = numbers
    fx, fy, fz = functions
    return fy(fx(a, b), fz(c, d))


def plus(a, b):
    return None if a is None or b is None else a + b


def minus(a, b):
    return None if a is None or b is None else a - b


def mult(a, b):
    return None if a is None or b is None else a * b


def div(a, b):
    if a is None or b is None or b == 0:
        return None
    return Fraction(a) / b


def integer_targets(seq):
    functions = [plus, minus, mult, div]
    results = set()
    for nums in itertools.permutations(seq):
        for fa in functions:
            for fb in functions:
                for fc in functions:
                    for order in (f1, f2):
                        result = order(nums, (fa, fb, fc))
                        if result is not None and result > 0 and Fraction(result).denominator == 1:
                            results.add(int(result))
    return list(results)


def count_contiguous(values):
    prev = float("-inf")
    count = max_length = 1
    for x in sorted(values):
        if x - prev == 1:
            count, max_length = count + 1, max(count, max_length)
        else:
            count, max_length = 1, max(count, max_length)
        prev = x
    return max(count, max_length)


def euler93():
    sets = list(itertools.combinations(range(10), 4))
    maximum, max_set = count_contiguous(integer_targets(sets[0])), sets[0]
    for cur in sets[1:]:
        cur_count = count_contiguous(integer_targets(cur))
        if cur_count > maximum:
            maximum, max_set = cur_count, cur
    return maximum, max_set


maximum, max_set = euler93()
print(f"({maximum} ({' '.join(map(str, max_set))}))")
