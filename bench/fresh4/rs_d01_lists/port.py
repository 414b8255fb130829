"""Port of main.rkt (red-swan, Advent of Code 2024 day 1): the two location lists sorted and
their distances summed; then each left number times its count in the right list."""
import re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


pairs = [[int(x) for x in re.findall(r"(\d+)", line)] for line in embedded().splitlines()]
lhs = sorted(p[0] for p in pairs)
rhs = sorted(p[1] for p in pairs)
part1 = sum(abs(y - x) for x, y in zip(lhs, rhs))
counts = Counter(rhs)
part2 = sum(x * counts.get(x, 0) for x in lhs)
print(f"Part 1: {part1}")
print(f"Part 2: {part2}")
