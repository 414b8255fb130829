"""Port of main.rkt (Bogdanp, Advent of Code 2022 day 3): the priority of the item in both
halves of each rucksack, then of the badge common to each group of three."""
from pathlib import Path

TEXT = Path(__file__).with_name("input.rkt").read_text()
LINES = TEXT[TEXT.index('"') + 1:TEXT.rindex('"')].splitlines()


def priority(c):
    return ord(c) - 96 if "a" <= c <= "z" else ord(c) - 64 + 26


def part1():
    total = 0
    for line in LINES:
        half = len(line) // 2
        dupes = set(line[:half]) & set(line[half:])
        total += priority(next(iter(dupes))) if dupes else 0
    return total


def part2():
    return sum(priority(next(iter(set(a) & set(b) & set(c))))
               for a, b, c in zip(*[iter(LINES)] * 3))


print(part1())
print(part2())
