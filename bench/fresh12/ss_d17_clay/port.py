"""Port of main.rkt (SpenceSellers, Advent of Code 2018 day 17, the author's input): the veins of
clay parsed into a dict of points, the spring added, and the grid drawn over its bounding box
(x for clay, s for the spring, . elsewhere); prints the drawing without a final newline."""
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = {}
for line in embedded().splitlines():
    axis, fixed, _, low, high = re.fullmatch(r"(\w)=(\d+), (\w)=(\d+)\.\.(\d+)", line).groups()
    for v in range(int(low), int(high) + 1):
        grid[(int(fixed), v) if axis == "x" else (v, int(fixed))] = "x"
grid[(500, 0)] = "s"

xs = [x for x, _ in grid]
ys = [y for _, y in grid]
rows = ("".join(grid.get((x, y), ".") for x in range(min(xs), max(xs) + 1))
        for y in range(min(ys), max(ys) + 1))
sys.stdout.write("\n".join(rows))
