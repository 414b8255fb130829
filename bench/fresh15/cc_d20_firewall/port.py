"""Port of main.rkt (CheezeCake, Advent of Code 2016 day 20, the author's input as standard
input): the blocked ranges merged one at a time into a sorted list of disjoint ranges (tuples);
the lowest allowed address and the count of allowed ones below 2**32."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def add_range(ranges, r):
    """ranges sorted and disjoint: r merged with every range it overlaps or touches."""
    low, high = r
    out = []
    for i, (l, h) in enumerate(ranges):
        if high < l - 1:
            return out + [(low, high)] + ranges[i:]
        if low > h + 1:
            out.append((l, h))
        else:
            low, high = min(l, low), max(h, high)
    return out + [(low, high)]


ranges = []
for line in embedded().splitlines():
    low, high = line.split("-")
    ranges = add_range(ranges, (int(low), int(high)))
print(f"part 1: {ranges[0][1] + 1 if ranges[0][0] == 0 else 0}")
print(f"part 2: {4294967296 - sum(h - l + 1 for l, h in ranges)}")
