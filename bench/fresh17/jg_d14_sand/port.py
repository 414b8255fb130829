"""Port of main.rkt (jgrosso, Advent of Code 2022 day 14 part 1, the author's input): rock paths
drawn into a grid spanning the rocks and the sand's source; sand dropped a grain at a time,
falling down, down-left or down-right, until a grain falls out of the grid; the grains at rest."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


paths = [[tuple(int(n) for n in point.split(",")) for point in line.split(" -> ")]
         for line in embedded().split("\n") if line]
SPAWN = (500, 0)
points = [SPAWN] + [point for path in paths for point in path]
left = min(x for x, _ in points)
right = max(x for x, _ in points)
bottom = max(y for _, y in points)
width, height = right - left + 1, bottom + 1

grid = [["air"] * width for _ in range(height)]
for path in paths:
    for (x1, y1), (x2, y2) in zip(path, path[1:]):
        for y in range(min(y1, y2), max(y1, y2) + 1):
            for x in range(min(x1, x2), max(x1, x2) + 1):
                grid[y][x - left] = "rock"


def inside(x, y):
    return 0 <= x < width and 0 <= y < height


def drop(x, y):
    """Where a grain from (x, y) comes to rest, or None when it falls out."""
    while True:
        for nx, ny in ((x, y + 1), (x - 1, y + 1), (x + 1, y + 1)):
            if not inside(nx, ny):
                return None
            if grid[ny][nx] == "air":
                x, y = nx, ny
                break
        else:
            return x, y


spawn = (SPAWN[0] - left, SPAWN[1])
while grid[spawn[1]][spawn[0]] == "air":
    rest = drop(*spawn)
    if rest is None:
        break
    grid[rest[1]][rest[0]] = "sand"
print(sum(row.count("sand") for row in grid), end="")
