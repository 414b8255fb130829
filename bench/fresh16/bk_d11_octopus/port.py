"""Port of main.rkt (bakgatviooldoos, Advent of Code 2021 day 11, the author's input): the
octopus grid as a list of lists, rebuilt each pass: every level raised by one, then passes in
which each octopus over 9 flashes (its level becomes minus infinity) and each other one gains
the count of its neighbours over 9, until a pass has no flash; the flashed ones back to 0. The
flashes in 100 steps; the first step where all flash together."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


levels = [[int(c) for c in line] for line in embedded().splitlines()]
ROWS, COLS = len(levels), len(levels[0])
OFFSETS = list(zip((1, 1, 1, 0, -1, -1, -1, 0), (-1, 0, 1, 1, 1, 0, -1, -1)))


def neighbourhood(i, j):
    return [(i + oi, j + oj) for oi, oj in OFFSETS if 0 <= i + oi < ROWS and 0 <= j + oj < COLS]


def adjacent_flashes(grid, i, j):
    return sum(1 for a, b in neighbourhood(i, j) if grid[a][b] > 9)


def simulate_step(grid):
    grid = [[level + 1 for level in row] for row in grid]
    total = 0
    while True:
        flashes = 0
        new_grid = []
        for i in range(ROWS):
            row = []
            for j in range(COLS):
                level = grid[i][j]
                if level > 9:
                    flashes += 1
                    row.append(float("-inf"))
                else:
                    row.append(level + adjacent_flashes(grid, i, j))
            new_grid.append(row)
        grid = new_grid
        if flashes == 0:
            break
        total += flashes
    return [[0 if level == float("-inf") else level for level in row] for row in grid], total


grid, flashes = levels, 0
for _ in range(100):
    grid, n = simulate_step(grid)
    flashes += n
print("number of flashes after 100 steps:")
print(flashes)
print()
grid, steps = levels, 0
while not all(level == 0 for row in grid for level in row):
    grid, _ = simulate_step(grid)
    steps += 1
print("number of steps until octopuses synchronise:")
print(steps)
