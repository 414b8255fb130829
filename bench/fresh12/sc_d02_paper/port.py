"""Port of main.rkt (sctincman, Advent of Code 2015 day 2, the author's input): the wrapping
paper for each present's dimensions (surface plus smallest side), then the ribbon (volume plus
smallest perimeter), each summed over the lines; prints both."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


triples = [[int(x) for x in line.split("x")] for line in embedded().splitlines()]


def area(t):
    sides = [t[0] * t[1], t[0] * t[2], t[1] * t[2]]
    return min(sides) + 2 * sum(sides)


def ribbon(t):
    return t[0] * t[1] * t[2] + 2 * (sum(t) - max(t))


print(sum(area(t) for t in triples))
print(sum(ribbon(t) for t in triples))
