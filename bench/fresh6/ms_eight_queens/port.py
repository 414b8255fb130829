"""Port of main.rkt (magic3007, SICP chapter 2, an OpenJudge eight-queens exercise): every
permutation of 1-8 in lexicographic order, kept when no two queens share a diagonal (checked
over all ordered pairs of rows); the input (embedded in main.rkt: 2 queries, 1 and 92) asks
for solutions 1 and 92, printed as their digits."""
from itertools import permutations

PAIRS = [(i, j) for i in range(8) for j in range(8) if i != j]


def eight_queen(p):
    return all(abs(i - j) != abs(p[i] - p[j]) for i, j in PAIRS)


answers = [p for p in permutations(range(1, 9)) if eight_queen(p)]
for query in (1, 92):
    print("".join(map(str, answers[query - 1])))
