"""Port of main.rkt (SpenceSellers, Advent of Code 2018 day 1, the author's input): the sum of
the frequency changes, then the first running total reached twice while cycling through them;
prints both."""
import itertools
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


changes = [int(line) for line in embedded().splitlines()]
print(sum(changes))

seen = set()
current = 0
for change in itertools.cycle(changes):
    if current in seen:
        break
    seen.add(current)
    current += change
print(current)
