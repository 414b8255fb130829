"""Port of main.rkt (sctincman, Advent of Code 2015 day 1, the author's input): the floor reached
by the parentheses of the first line, then the position at which the basement is first
entered; prints both."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


directions = embedded().split("\n")[0]
print(sum(1 if c == "(" else -1 for c in directions))

floor = 0
for pos, c in enumerate(directions):
    if floor < 0:
        break
    floor += 1 if c == "(" else -1
else:
    pos = len(directions)
print(pos)
