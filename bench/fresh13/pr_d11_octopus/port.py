"""Port of main.rkt (parry84, Advent of Code 2021 day 11 part 2, the author's input): a grid of
octopus energies as a dict keyed by (row, column), stepped (every level up by one, the nines
flashing into their neighbours, recursively) until all flash at once; prints the step count."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


lines = embedded().splitlines()
grid = {(i, j): int(c) for i, row in enumerate(lines) for j, c in enumerate(row)}
rows, cols = len(lines), len(lines[0])


def neighbors(p):
    r, c = p
    return [(r2, c2) for r2 in range(r - 1, r + 2) for c2 in range(c - 1, c + 2)
            if 0 <= r2 < rows and 0 <= c2 < cols and (r2, c2) != (r, c)]


def flash(p, grid):
    energy = grid[p]
    if energy >= 9:
        grid[p] = 0
        for n in neighbors(p):
            flash(n, grid)
    elif energy >= 1:
        grid[p] = energy + 1


def step(grid):
    new = {k: v + 1 for k, v in grid.items()}
    for p in [k for k, v in grid.items() if v == 9]:
        flash(p, new)
    return new


steps = 0
while sum(1 for v in grid.values() if v == 0) != rows * cols:
    grid = step(grid)
    steps += 1
print(steps)
