"""Port of main.rkt (jbromley, Advent of Code 2023 day 12, with the author's input): the
arrangements of damaged springs matching each row's group sizes, counted by two mutually
recursive functions memoized in dicts keyed by their arguments; part 2 on the rows unfolded five
times."""
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def read_records(text):
    records = []
    for line in text.splitlines():
        springs, *groups = re.split(r"[ ,]", line)
        records.append((springs, [int(g) for g in groups]))
    return records


def memoize(fn):
    cache = {}

    def memoized(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    return memoized


def count_arrangements(springs, groups):
    springs_len = len(springs)
    groups_len = len(groups)

    def next_group(i_spring, i_group):
        if i_spring >= springs_len:
            return 1 if i_group == groups_len else 0
        c = springs[i_spring]
        if c == ".":
            return next_group(i_spring + 1, i_group)
        if c == "#":
            return match_group(i_spring, i_group)
        return next_group(i_spring + 1, i_group) + match_group(i_spring, i_group)

    def match_group(i_spring, i_group):
        if i_group == groups_len:
            return 0
        i_end = i_spring + groups[i_group]
        if (all(i < springs_len and springs[i] != "." for i in range(i_spring, i_end))
                and (i_end == springs_len or springs[i_end] != "#")):
            return next_group(i_end + 1, i_group + 1)
        return 0

    next_group = memoize(next_group)
    match_group = memoize(match_group)
    return next_group(0, 0)


def unfold(record):
    springs, groups = record
    return "?".join([springs] * 5), groups * 5


sys.setrecursionlimit(10000)
records = read_records(embedded())
print("AoC 2023 day 12 - Hot Springs")
print(f"Part 1: {sum(count_arrangements(s, g) for s, g in records)}")
print(f"Part 2: {sum(count_arrangements(*unfold(r)) for r in records)}")
