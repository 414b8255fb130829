"""Port of main.rkt (Bogdanp, Advent of Code 2022 day 8): the trees visible from outside the
grid (walking in from every edge), then the best scenic score."""
from pathlib import Path

TEXT = Path(__file__).with_name("input.rkt").read_text()
TREES = {(r, c): int(h)
         for r, line in enumerate(TEXT[TEXT.index('"') + 1:TEXT.rindex('"')].splitlines())
         for c, h in enumerate(line)}
ROWMAX = max(r for r, _ in TREES)
COLMAX = max(c for _, c in TREES)
NORTH, SOUTH, WEST, EAST = (-1, 0), (1, 0), (0, -1), (0, 1)


def visible_from(pos, step):
    """The trees seen walking in from pos (an edge) along step: each taller than all before."""
    tallest, seen = TREES[pos], [pos]
    while True:
        pos = (pos[0] + step[0], pos[1] + step[1])
        height = TREES.get(pos)
        if height is None:
            return seen
        if height > tallest:
            tallest = height
            seen.append(pos)


def viewing_distance(pos, step):
    tree, dist = TREES[pos], 0
    while True:
        pos = (pos[0] + step[0], pos[1] + step[1])
        height = TREES.get(pos)
        if height is None:
            return dist
        if height >= tree:
            return dist + 1
        dist += 1


visible = set()
for r in range(ROWMAX + 1):
    visible.update(visible_from((r, 0), EAST), visible_from((r, COLMAX), WEST))
for c in range(COLMAX + 1):
    visible.update(visible_from((0, c), SOUTH), visible_from((ROWMAX, c), NORTH))
print(len(visible))
print(max(viewing_distance(p, NORTH) * viewing_distance(p, SOUTH) * viewing_distance(p, EAST)
          * viewing_distance(p, WEST) for p in TREES))
