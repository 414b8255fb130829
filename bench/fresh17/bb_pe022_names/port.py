"""Port of main.rkt (bobblestiltskin's Project Euler 22 in Racket): the 5,163 names of the
published names.txt (embedded in input.rkt) sorted, each name's letter values summed and
weighted by its position."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def name_value(name):
    return sum(ord(c) - 64 for c in name)


names = sorted(embedded().strip('"').split('","'))
print(sum(index * name_value(name) for index, name in enumerate(names, 1)))
