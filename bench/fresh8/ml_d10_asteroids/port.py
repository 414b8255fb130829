"""Port of main.rkt (melted, Advent of Code 2019 day 10, with the author's input): the
asteroids as a set of positions y*width+x; the asteroids hidden from one are the points behind
every other asteroid along the reduced direction (dx, dy)/gcd, up to the edge of the map; part 1
prints the largest number seen from one asteroid, part 2 sorts the asteroids seen from that
station by the same clockwise angle (atan of the same quotients, by quadrant) and prints the
200th as 100*x+y."""
import math
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


data = embedded().splitlines()
size_x, size_y = len(data[0]), len(data)
asteroids = {y * size_x + x for y in range(size_y) for x in range(size_x) if data[y][x] == "#"}


def occluded(xy):
    y, x = divmod(xy, size_x)
    hidden = set()
    for b in asteroids:
        if b == xy:
            continue
        by, bx = divmod(b, size_x)
        dx, dy = bx - x, by - y
        common = math.gcd(dx, dy)
        sx, sy = dx // common, dy // common
        i = 1
        while 0 <= bx + i * sx < size_x and 0 <= by + i * sy < size_y:
            hidden.add((by + i * sy) * size_x + bx + i * sx)
            i += 1
    return hidden & asteroids


seen = {s: len(asteroids) - len(occluded(s)) - 1 for s in asteroids}
station = max(seen, key=seen.get)
print(seen[station])


def angle(xy, bxy):
    y, x = divmod(xy, size_x)
    by, bx = divmod(bxy, size_x)
    dx, dy = bx - x, by - y
    if dy == 0 or dx == 0:
        if dx == 0:
            return math.pi if dy > 0 else 0
        return 0.5 * math.pi if dx > 0 else 1.5 * math.pi
    if dx > 0 and dy < 0:
        return math.atan(dx / -dy)
    if dx > 0 and dy > 0:
        return math.atan(dy / dx) + math.pi * 0.5
    if dx < 0 and dy > 0:
        return math.atan(-dx / dy) + math.pi
    return math.atan(-dy / -dx) + math.pi * 1.5


targets = sorted(asteroids - {station} - occluded(station), key=lambda b: angle(station, b))
target = targets[199]
print(100 * (target % size_x) + target // size_x)
