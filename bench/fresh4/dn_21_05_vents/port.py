"""Port of main.rkt (DarrenN, Advent of Code 2021 day 5, part 2): every point of every
horizontal, vertical and diagonal vent line counted in a dict; the points covered twice or
more."""
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def span(a, b):
    return range(a, b + 1) if a < b else range(a, b - 1, -1)


def points(x1, y1, x2, y2):
    if x1 == x2:
        return [(x1, y) for y in span(y1, y2)]
    if y1 == y2:
        return [(x, y1) for x in span(x1, x2)]
    return list(zip(span(x1, x2), span(y1, y2)))


grid = Counter()
for line in embedded().splitlines():
    (x1, y1), (x2, y2) = [[int(s.strip()) for s in end.split(",")] for end in line.split("->")]
    for p in points(x1, y1, x2, y2):
        grid[p] += 1
print(f"Result: {sum(1 for v in grid.values() if v > 1)}")
