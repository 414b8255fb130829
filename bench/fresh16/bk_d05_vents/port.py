"""Port of main.rkt (bakgatviooldoos, Advent of Code 2021 day 5, the author's input): each vent
line expanded into its points (a step of the sign of the difference on each axis), all the
points counted (collections.Counter where the original groups equal points with group-by), the
points covered twice or more: first for the horizontal and vertical lines only, then for all."""
from collections import Counter

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]



def sign(v):
    return (v > 0) - (v < 0)


def produce_line(x1, y1, x2, y2):
    points = [(x1, y1)]
    while (x1, y1) != (x2, y2):
        x1 += sign(x2 - x1)
        y1 += sign(y2 - y1)
        points.append((x1, y1))
    return points


vent_lines = []
for line in embedded().splitlines():
    start, end = line.split(" -> ")
    vent_lines.append(produce_line(*map(int, start.split(",")), *map(int, end.split(","))))


def crossings(lines):
    return sum(1 for n in Counter(p for line in lines for p in line).values() if n > 1)


# vertical or horizontal: the first two points share x or y
straight = [l for l in vent_lines if l[0][0] == l[1][0] or l[0][1] == l[1][1]]
print("number of points where 2 or more (horizontal or vertical) vent lines cross:")
print(crossings(straight))
print()
print("number of points where 2 or more vent lines cross:")
print(crossings(vent_lines))
