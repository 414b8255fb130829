"""Port of main.rkt (mattmeyers, Advent of Code 2021 day 5 part 2, with the author's common.rkt
and inputs): each line segment (horizontal, vertical or diagonal) expanded point by point by
stepping the sign of the difference, the points counted in a dict, and the points covered more
than once counted; for the example input, then the author's input."""
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded(name):
    """The input file the module `name` embeds (between its here-string's delimiters)."""
    text = (HERE / name).read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def sign(a, b):
    return (a < b) - (a > b)


def expand(start, end):
    (x, y), (x2, y2) = start, end
    points = [(x, y)]
    while (x, y) != (x2, y2):
        x, y = x + sign(x, x2), y + sign(y, y2)
        points.append((x, y))
    return points


def part2(text):
    counts = Counter()
    for line in text.splitlines():
        first, last = line.split(" -> ")
        start = tuple(int(v) for v in first.split(","))
        end = tuple(int(v) for v in last.split(","))
        counts.update(expand(start, end))
    return sum(1 for v in counts.values() if v > 1)


print(f"Test Input: {part2(embedded('test-input.rkt'))}")
print(f"Full Input: {part2(embedded('input.rkt'))}")
