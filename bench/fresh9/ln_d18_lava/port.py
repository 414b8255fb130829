"""Port of main.rkt (leahneukirchen, Advent of Code 2022 day 18, with the author's input): the
cubes as a set of (x, y, z) tuples; part 1 counts the faces whose neighbour is not a cube;
part 2 flood-fills the air around the droplet within the bounding box grown by one (the
original recurses per cell; here a stack of cells to visit, as CPython's recursion limit would
not allow ten thousand nested calls) and counts the faces that touch that exterior."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


points = {tuple(int(n) for n in line.split(",")) for line in embedded().splitlines()}

OFFSETS = [(-1, 0, 0), (1, 0, 0), (0, -1, 0), (0, 1, 0), (0, 0, 1), (0, 0, -1)]


def neighbors(p):
    return [(p[0] + o[0], p[1] + o[1], p[2] + o[2]) for o in OFFSETS]


print(sum(1 for p in points for n in neighbors(p) if n not in points))

minx, maxx = min(p[0] for p in points), max(p[0] for p in points)
miny, maxy = min(p[1] for p in points), max(p[1] for p in points)
minz, maxz = min(p[2] for p in points), max(p[2] for p in points)
exterior = set()
stack = [(minx - 1, miny - 1, minz - 1)]
while stack:
    p = stack.pop()
    if (minx - 1 <= p[0] <= maxx + 1 and miny - 1 <= p[1] <= maxy + 1
            and minz - 1 <= p[2] <= maxz + 1 and p not in points and p not in exterior):
        exterior.add(p)
        stack.extend(neighbors(p))

print(sum(1 for p in points for n in neighbors(p) if n in exterior))
