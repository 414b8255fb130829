"""Port of main.rkt (hilalmufti, Advent of Code 2023 day 3, the author's input): a grid of
characters; for each symbol the set of numbers next to it (each read by walking left and
right from an adjacent digit), summed; then for each `*` with exactly two, their product."""
import math
from itertools import product
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = [list(line) for line in embedded().splitlines()]
OFFSETS = [d for d in product((-1, 0, 1), repeat=2) if d != (0, 0)]


def ref(r, c):
    if 0 <= r < len(grid) and 0 <= c < len(grid[r]):
        return grid[r][c]
    return "."


def number(r, c):
    left = c
    while ref(r, left - 1).isdigit():
        left -= 1
    right = c
    while ref(r, right + 1).isdigit():
        right += 1
    return int("".join(grid[r][left:right + 1]))


def adjacent_numbers(r, c):
    return list({number(r + dr, c + dc) for dr, dc in OFFSETS if ref(r + dr, c + dc).isdigit()})


def is_symbol(ch):
    return not (ch.isalpha() or ch.isdigit() or ch == ".")


print(sum(n for r, row in enumerate(grid) for c, ch in enumerate(row) if is_symbol(ch)
          for n in adjacent_numbers(r, c)))
total = 0
for r, row in enumerate(grid):
    for c, ch in enumerate(row):
        nums = adjacent_numbers(r, c)
        if ch == "*" and len(nums) == 2:
            total += math.prod(nums)
print(total)
