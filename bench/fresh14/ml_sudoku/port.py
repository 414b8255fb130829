"""Port of main.rkt (Shloub/metalang's sudoku, as generated in Racket; the grid read from standard
input): a backtracking solver on a list of 81 cells, each step checking every row, column and
box for a repeated digit, filling the first empty cell with 1..9 in turn."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def show(grid):
    out = []
    for y in range(9):
        for x in range(9):
            out.append(f"{grid[x + 9 * y]} ")
            if x % 3 == 2:
                out.append(" ")
        out.append("\n")
        if y % 3 == 2:
            out.append("\n")
    out.append("\n")
    print("".join(out), end="")


def repeats(cells):
    filled = [c for c in cells if c != 0]
    return len(filled) != len(set(filled))


GROUPS = ([[x + 9 * y for y in range(9)] for x in range(9)]
          + [[x + 9 * y for x in range(9)] for y in range(9)]
          + [[(3 * (b % 3) + r) * 9 + 3 * (b // 3) + c for r in range(3) for c in range(3)]
             for b in range(9)])


def error(grid):
    return any(repeats([grid[i] for i in group]) for group in GROUPS)


def solve(grid):
    if error(grid):
        return False
    if 0 not in grid:
        return True
    i = grid.index(0)
    for p in range(1, 10):
        grid[i] = p
        if solve(grid):
            return True
    grid[i] = 0
    return False


grid = [int(v) for v in embedded().split()][:81]
show(grid)
if solve(grid):
    show(grid)
else:
    print("no solution")
