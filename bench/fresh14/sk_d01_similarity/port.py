"""Port of main.rkt (sagnikc395, Advent of Code 2024 day 1 part 2, the author's input): the left
column sorted, the right column's counts in a dict; the sum of each left number times its
count on the right."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


left, counts = [], {}
for line in embedded().strip().split("\n"):
    l, r = map(int, line.split())
    left.append(l)
    counts[r] = counts.get(r, 0) + 1

print(sum(l * counts.get(l, 0) for l in sorted(left)))
