"""Port of main.rkt (parry84, Advent of Code 2021 day 5 part 2, the author's input): every point
of each horizontal, vertical or diagonal line of vents counted in a dict; the points covered by
two lines or more."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(line):
    start, _, end = line.split()
    return [int(v) for v in start.split(",")], [int(v) for v in end.split(",")]


occurrences = {}


def expand(line):
    (x1, y1), (x2, y2) = line
    for i in range(max(abs(x1 - x2), abs(y1 - y2)) + 1):
        x = x1 if x2 == x1 else (x1 + i if x2 > x1 else x1 - i)
        y = y1 if y2 == y1 else (y1 + i if y2 > y1 else y1 - i)
        occurrences[(x, y)] = occurrences.get((x, y), 0) + 1


for line in embedded().splitlines():
    expand(parse(line))
print(sum(1 for n in occurrences.values() if n >= 2))
