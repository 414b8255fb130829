"""Port of main.rkt (xpqz, Advent of Code 2015 day 9, the author's input): every order of the 8
cities (itertools.permutations), the shortest and the longest route; distances in a dict keyed by
frozensets of two cities."""
from itertools import permutations

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


distances = {}
cities = set()
for line in embedded().splitlines():
    a, _, b, _, c = line.split()
    distances[frozenset((a, b))] = int(c)
    cities |= {a, b}


def length(path):
    return sum(distances[frozenset((path[i], path[i + 1]))] for i in range(len(path) - 1))


shortest = min(length(p) for p in permutations(cities))
longest = max(length(p) for p in permutations(cities))
print(f"Part1: {shortest}\nPart2: {longest}")
