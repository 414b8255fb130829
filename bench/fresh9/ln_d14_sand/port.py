"""Port of main.rkt (leahneukirchen, Advent of Code 2022 day 14, with the author's input): an
800x800 grid as a list of rows, the rock paths drawn as 9s; each grain of sand falls from
(500, 0) down, down-left or down-right until it rests (1) or leaves the grid; part 1 counts the
grains that rest; then the sand is cleared, a floor drawn two rows under the lowest rock, and
part 2 counts the grains until the source is covered."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


area = [[0] * 800 for _ in range(800)]


def draw(start, end):
    (x1, y1), (x2, y2) = start, end
    if x1 == x2:
        for y in range(min(y1, y2), max(y1, y2) + 1):
            area[y][x1] = 9
    elif y1 == y2:
        for x in range(min(x1, x2), max(x1, x2) + 1):
            area[y1][x] = 9


for line in embedded().splitlines():
    coords = [tuple(int(n) for n in coord.split(",")) for coord in line.split(" -> ")]
    for start, end in zip(coords, coords[1:]):
        draw(start, end)


def drop_sand(x, y):
    while True:
        if y >= 799 or x >= 799:
            return False
        if area[y + 1][x] == 0:
            y += 1
        elif area[y + 1][x - 1] == 0:
            x, y = x - 1, y + 1
        elif area[y + 1][x + 1] == 0:
            x, y = x + 1, y + 1
        else:
            area[y][x] = 1
            return True


count = 0
while drop_sand(500, 0):
    count += 1
print(count)

for row in area:
    for x, v in enumerate(row):
        if v == 1:
            row[x] = 0

for i in range(599, -1, -1):
    if 9 in area[i]:
        draw((0, i + 2), (799, i + 2))
        break

count = 0
while area[0][500] != 1:
    drop_sand(500, 0)
    count += 1
print(count)
