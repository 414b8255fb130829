"""Port of main.rkt: the recursive Levenshtein distance (its memo never hits, as in the
Racket program, whose hasheq table is keyed by fresh pairs)."""


def levenshtein(a, b):
    def ls(i, j):
        if i == -1 or j == -1:
            return abs(i - j)
        if a[i] == b[j]:
            return ls(i - 1, j - 1)
        return min(ls(i - 1, j) + 1, ls(i, j - 1) + 1, ls(i - 1, j - 1) + 1)
    return ls(len(a) - 1, len(b) - 1)


for a, b in [("kitten", "sitting"), ("saturday", "sunday"), ("flaw", "lawn"),
             ("gumbo", "gambol"), ("intent", "execute")]:
    print(levenshtein(a, b))
