"""Port of main.rkt (lambda-study-group, ThalesII's Advent of Code 2020 day 3 part 2, the
author's input as standard input): the map as a list of rows of booleans (vectors there); the
trees met on five slopes, each row read cyclically; their product."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = [[c == "#" for c in line] for line in embedded().splitlines()]


def count_slope_trees(sx, sy):
    trees = 0
    i = 0
    while i * sy < len(grid):
        row = grid[i * sy]
        if row[(i * sx) % len(row)]:
            trees += 1
        i += 1
    return trees


print(count_slope_trees(1, 1) * count_slope_trees(3, 1) * count_slope_trees(5, 1)
      * count_slope_trees(7, 1) * count_slope_trees(1, 2))
