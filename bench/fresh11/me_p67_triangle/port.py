"""Port of main.rkt (meows, Project Euler 67, with the author's data file): the maximum path sum
of a 100-row triangle, folded from the bottom row up; prints the one-element list that remains
as Racket prints it."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


rows = [[int(n) for n in line.split(" ")] for line in embedded().splitlines()][::-1]
now = rows[0]
for below in rows[1:]:
    now = [max(i, j) + k for i, j, k in zip(now, now[1:], below)]
print("'(" + " ".join(map(str, now)) + ")")
