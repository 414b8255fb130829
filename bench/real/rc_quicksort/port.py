"""Port of main.rkt: a functional quicksort of 5,000 numbers, 3 times."""
import sys

sys.setrecursionlimit(100000)


def quicksort(xs):
    if not xs:
        return []
    x, rest = xs[0], xs[1:]
    return (quicksort([y for y in rest if y < x]) + [x]
            + quicksort([y for y in rest if not y < x]))


data = [(i * 7919) % 10007 for i in range(5000)]
for _ in range(3):
    s = quicksort(data)
    print(f"({s[0]} {s[2500]} {s[-1]})")
