"""Port of main.rkt (lambda-study-group, ThalesII's Advent of Code 2020 day 1 part 2, the
author's input as standard input): the first triple of entries (any three positions, in order,
the same one allowed) that sums to 2020, its product."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


numbers = [int(line) for line in embedded().splitlines()]
print(next(x * y * z for x in numbers for y in numbers for z in numbers if x + y + z == 2020))
