"""Port of main.rkt (goderich, Advent of Code 2015 day 10, with the author's input): the
look-and-say sequence; each step splits the digits into runs of equal characters (taking and
dropping the run at the front, as the original's takef/dropf), writes each run as its length
and its digit, and joins them; prints the length after 30 steps, then after 35 (the original's
40 and 50, made smaller)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def split_by_same(xs):
    groups = []
    i = 0
    while i < len(xs):
        j = i
        while j < len(xs) and xs[j] == xs[i]:
            j += 1
        groups.append(xs[i:j])
        i = j
    return groups


def look_and_say(s):
    return "".join(f"{len(g)}{g[0]}" for g in split_by_same(list(s)))


start = embedded().strip()
for steps in (30, 35):
    acc = start
    for _ in range(steps):
        acc = look_and_say(acc)
    print(len(acc))
