"""Port of main.rkt (fridim, Project Euler 24): the millionth lexicographic permutation of the
digits 0-9, stepping 999,999 times with Narayana Pandita's next-permutation (find the last
ascent k, the last element above a[k], swap, reverse the tail). Also prints the module-level
list of the permutations of 0-2 the file computes first."""
from itertools import permutations


def next_permutation(a):
    k = len(a) - 2
    while k >= 0 and a[k] >= a[k + 1]:
        k -= 1
    if k < 0:
        return
    l = len(a) - 1
    while a[k] >= a[l]:
        l -= 1
    a[k], a[l] = a[l], a[k]
    a[k + 1:] = reversed(a[k + 1:])


def racket_list(items):
    return "(" + " ".join(racket_list(x) if isinstance(x, (list, tuple)) else str(x)
                          for x in items) + ")"


print("'" + racket_list(list(permutations(range(3)))))
digits = list(range(10))
for _ in range(1000000 - 1):
    next_permutation(digits)
print("'" + racket_list(digits))
