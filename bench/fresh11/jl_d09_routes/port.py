"""Port of main.rkt (jlavelle, Advent of Code 2015 day 9, with the author's input and our driver):
distances keyed by frozensets of two cities, every permutation of the 8 cities walked; prints
the shortest and the longest route."""
from itertools import permutations
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(lines):
    distances = {}
    for line in lines:
        c1, _, c2, _, dist = line.split()
        distances[frozenset((c1, c2))] = int(dist)
    return distances


def tour_length(tour, distances):
    return sum(distances[frozenset(leg)] for leg in zip(tour, tour[1:]))


def best_tour(pick, distances):
    cities = set().union(*distances)
    return pick(tour_length(tour, distances) for tour in permutations(cities))


distances = parse(embedded().splitlines())
print(best_tour(min, distances))
print(best_tour(max, distances))
