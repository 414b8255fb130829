"""Port of main.rkt (nico7et8, Project Euler 67): the maximum top-to-bottom path sum of the
100-row triangle, merging the last two rows into one (each entry plus the larger of its two
children) until one row is left."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


rows = [[int(n) for n in line.split(" ")] for line in embedded().splitlines()]
while len(rows) > 1:
    line, below = rows[-2], rows[-1]
    merged = [n + max(below[i], below[i + 1]) for i, n in enumerate(line)]
    rows = rows[:-2] + [merged]
print(rows[0][0])
