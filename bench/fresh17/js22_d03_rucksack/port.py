"""Port of main.rkt (jshawl, Advent of Code 2022 day 3 part 2, the author's input): the lines
in groups of three, each group's badge the first character of its first line found in the two
others; the sum of the badges' priorities (positions in a-z then A-Z, from 1)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def badge_priority(group):
    first, *others = group
    badge = next(c for c in first if all(c in other for other in others))
    return LETTERS.index(badge) + 1


lines = embedded().splitlines()
groups = [lines[i:i + 3] for i in range(0, len(lines), 3)]
print(sum(badge_priority(group) for group in groups))
