"""Port of main.rkt (jshawl, Advent of Code 2023 day 3 part 2, the author's input): the
schematic read cell by cell, row after row as one stream (a number is not ended by the end of
its row, as there); each number next to a "*" filed under that star's position; the sum of the
products of the stars with exactly two numbers."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = [list(line) for line in embedded().splitlines()]
MAX_ROW, MAX_COL = len(grid) - 1, len(grid[0]) - 1
ADJACENT = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]


def grid_ref(col, row):
    if col > MAX_COL or row > MAX_ROW or col < 0 or row < 0:
        return ""
    return grid[row][col]


def adjacent_star(col, row):
    """The position of the first neighbouring "*", or None."""
    for dc, dr in ADJACENT:
        if grid_ref(col + dc, row + dr) == "*":
            return (col + dc, row + dr)
    return None


scanned = []
star = None
numbers = {}
for row, cells in enumerate(grid):
    for col, cell in enumerate(cells):
        if cell.isdigit():
            scanned.append(cell)
            star = star or adjacent_star(col, row)
        else:
            if scanned and star:
                numbers.setdefault(star, []).append(int("".join(scanned)))
            scanned = []
            star = None

print(sum(values[0] * values[1] for values in numbers.values() if len(values) == 2))
