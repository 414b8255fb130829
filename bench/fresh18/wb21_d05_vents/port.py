"""Port of main.rkt (whiter4bbit, Advent of Code 2021 day 5, the author's input cut to its
first 150 lines): lines of vents, horizontal, vertical or diagonal, walked a point at a time
into a dict of counts; the points covered twice or more, first by the straight lines only,
then by all."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def sign(x):
    return (x > 0) - (x < 0)


def read_lines(text):
    lines = []
    for raw in text.splitlines():
        x1, y1, x2, y2 = map(int, re.split(r",| -> ", raw))
        lines.append(((x1, y1), (x2, y2), (sign(x2 - x1), sign(y2 - y1))))
    return lines


def straight(line):
    dx, dy = line[2]
    return dx == 0 or dy == 0


def count_points(lines, wanted):
    points = {}
    for line in filter(wanted, lines):
        (x, y), end, (dx, dy) = line
        while True:
            points[(x, y)] = points.get((x, y), 0) + 1
            if (x, y) == end:
                break
            x, y = x + dx, y + dy
    return sum(1 for c in points.values() if c > 1)


text = embedded()
print(f"Part-1: {count_points(read_lines(text), straight)}")
print(f"Part-2: {count_points(read_lines(text), lambda line: True)}")
