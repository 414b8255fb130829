"""Port of main.rkt (patrickschaffrath, Advent of Code 2019 day 4): the numbers of a range whose
digits never decrease and have two equal adjacent digits, then those with a run of exactly two;
prints both counts."""
import itertools

LOW, HIGH = 146810, 612564


def increasing(digits):
    return all(a <= b for a, b in zip(digits, digits[1:]))


def adjacent(digits):
    return any(a == b for a, b in zip(digits, digits[1:]))


def adjacent_exact(digits):
    if not adjacent(digits):
        return False
    groups = {}
    for d in digits:
        groups[d] = groups.get(d, 0) + 1
    return 2 in groups.values()


candidates = [s for s in map(str, range(LOW, HIGH + 1)) if increasing(s)]
print(len([s for s in candidates if adjacent(s)]))
print(len([s for s in candidates if adjacent_exact(s)]))
