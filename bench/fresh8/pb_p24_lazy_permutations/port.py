"""Port of main.rkt (patrickboe, Project Euler 24 in `#lang lazy`, here the 40,000th permutation
of 0-8): the permutations in lexicographic order produced lazily (a generator: each first
element in turn before the permutations of the rest), the one at index 39999 taken and printed
as a list, with no newline (the original `display`s it)."""
from itertools import islice


def lex_permutations(items):
    if len(items) == 1:
        yield items
        return
    for a in items:
        rest = [x for x in items if x != a]
        for perm in lex_permutations(rest):
            yield [a] + perm


perm = next(islice(lex_permutations(list(range(9))), 39999, None))
print("(" + " ".join(map(str, perm)) + ")", end="")
