"""Port of main.rkt (SpenceSellers, Advent of Code 2018 day 2, the author's input): a checksum
of the box IDs with some letter exactly twice and exactly three times, then the common letters
of the first pair of IDs (in order, each against all) differing in one position; prints both."""
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


ids = embedded().splitlines()
counts = [set(Counter(box).values()) for box in ids]
print(sum(2 in c for c in counts) * sum(3 in c for c in counts))


def common(a, b):
    return "".join(x for x, y in zip(a, b) if x == y)


print(next(common(a, b) for a in ids for b in ids if len(common(a, b)) == len(a) - 1))
