"""Port of main.rkt (whiter4bbit, Advent of Code 2021 day 11, the author's input): a 10 x 10
grid of energy levels (a list of lists) stepped; a level over 9 flashes, raising its
neighbours, once a step; the flashes in 100 steps, then the first step all flash together."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def read_grid(text):
    return [[int(c) for c in row] for row in text.splitlines()]


def neighbors(r, c):
    return [(nr, nc) for nr in range(r - 1, r + 2) for nc in range(c - 1, c + 2)
            if (nr != r or nc != c) and 0 <= nr < 10 and 0 <= nc < 10]


def make_step(grid):
    flashed = set()

    def try_flash(r, c):
        if (r, c) in flashed:
            return
        grid[r][c] += 1
        if grid[r][c] > 9:
            grid[r][c] = 0
            flashed.add((r, c))
            for nr, nc in neighbors(r, c):
                try_flash(nr, nc)

    for r in range(10):
        for c in range(10):
            try_flash(r, c)
    return len(flashed)


def part_1(grid):
    return sum(make_step(grid) for _ in range(100))


def part_2(grid):
    step = 0
    while True:
        make_step(grid)
        step += 1
        if all(v == 0 for row in grid for v in row):
            return step


print(f"Part-1: {part_1(read_grid(embedded()))}")
print(f"Part-2: {part_2(read_grid(embedded()))}")
