"""Port of main.rkt (jshawl, Advent of Code 2022 day 8, the author's input): a 99 x 99 grid of
tree heights as lists; the trees visible from outside (each direction's line of trees made as a
list), then the best scenic score (the product of the viewing distances)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = [[int(c) for c in row] for row in embedded().splitlines()]
ROWS, COLS = len(grid), len(grid[0])


def lines_of_sight(col, row):
    """The trees seen from (col, row) to the right, left, bottom and top, nearest first."""
    return ([grid[row][c] for c in range(col + 1, COLS)],
            [grid[row][c] for c in range(col - 1, -1, -1)],
            [grid[r][col] for r in range(row + 1, ROWS)],
            [grid[r][col] for r in range(row - 1, -1, -1)])


def visible(height, trees):
    return all(t < height for t in trees)


def viewing_distance(height, trees):
    for i, t in enumerate(trees):
        if t >= height:
            return i + 1
    return len(trees)


visible_count = 0
best = 0
for row in range(ROWS):
    for col in range(COLS):
        height = grid[row][col]
        sight = lines_of_sight(col, row)
        if any(visible(height, trees) for trees in sight):
            visible_count += 1
for row in range(ROWS):
    for col in range(COLS):
        height = grid[row][col]
        score = 1
        for trees in lines_of_sight(col, row):
            score *= viewing_distance(height, trees)
        best = max(best, score)
print(visible_count)
print(best)
