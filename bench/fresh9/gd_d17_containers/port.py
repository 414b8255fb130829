"""Port of main.rkt (goderich, Advent of Code 2015 day 17, with the author's input): every
combination of the 20 containers (all subsets, as in-combinations), counting those that hold
exactly 150 litres; then the smallest number of containers that does, and how many
combinations of that size do (three passes over all combinations, as the original)."""
import itertools
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def all_combinations(items):
    for size in range(len(items) + 1):
        yield from itertools.combinations(items, size)


containers = [int(line) for line in embedded().splitlines()]

print(sum(1 for cs in all_combinations(containers) if sum(cs) == 150))

min_containers = float("inf")
for cs in all_combinations(containers):
    if sum(cs) == 150 and len(cs) < min_containers:
        min_containers = len(cs)

print(sum(1 for cs in all_combinations(containers)
          if len(cs) == min_containers and sum(cs) == 150))
