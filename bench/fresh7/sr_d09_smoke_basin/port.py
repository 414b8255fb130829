"""Port of main.rkt (StrahR, Advent of Code 2021 day 9): the height grid as lists of lists; the
low points (lower than every neighbour), their risk levels summed for part 1; each basin grown
by the same recursion from its low point to the higher neighbours below 9 (each call returning
its set of positions, no memo across branches), and the three largest sizes multiplied."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = [[int(c) for c in line] for line in embedded().splitlines()]
h, w = len(grid), len(grid[0])


def neighbours(i, j):
    return [(a, b) for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
            if 0 <= a < h and 0 <= b < w]


def low_points():
    return [(i, j) for i in range(h) for j in range(w)
            if all(grid[i][j] < grid[a][b] for a, b in neighbours(i, j))]


def basin(v):
    height = grid[v[0]][v[1]]
    result = {v}
    for a, b in neighbours(*v):
        if height < grid[a][b] < 9:
            result |= basin((a, b))
    return result


print(sum(grid[i][j] + 1 for i, j in low_points()))
sizes = sorted((len(basin(v)) for v in low_points()), reverse=True)
print(sizes[0] * sizes[1] * sizes[2])
