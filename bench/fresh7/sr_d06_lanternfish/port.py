"""Port of main.rkt (StrahR, Advent of Code 2021 day 6): the fish counted per day on which they
spawn, in a dict keyed by absolute day (the original's immutable hash): each day's fish add to
the days 7 and 9 later, and the day is removed; prints the totals after 80 and 256 days."""
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def evolve(fish, days):
    counts = Counter(fish)
    for i in range(days):
        n = counts.pop(i, 0)
        counts[i + 7] += n
        counts[i + 9] += n
    return sum(counts.values())


fish = [int(x) for x in embedded().splitlines()[0].split(",")]
print(evolve(fish, 80))
print(evolve(fish, 256))
