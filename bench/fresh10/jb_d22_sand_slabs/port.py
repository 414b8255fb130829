"""Port of main.rkt (jbromley, Advent of Code 2023 day 22, with the author's input): bricks
settled one by one (in order of their lowest z) in a 3-D grid of lists, each moved down until
it rests on another brick or the ground; part 1 counts the bricks that are the only support of
none, part 2 (which settles the already settled bricks a second time, as the original does)
sums, for each brick, how many others fall when it is removed, by a queue."""
import re
from collections import deque
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def cells(brick):
    x1, y1, z1, x2, y2, z2 = brick
    for z in range(z1, z2 + 1):
        for y in range(y1, y2 + 1):
            for x in range(x1, x2 + 1):
                yield x, y, z


def read_slabs(text):
    bricks, by_z, dims = [], {}, [0, 0, 0]
    for i, line in enumerate(text.splitlines()):
        brick = [int(n) for n in re.split(r"[,~]", line)]
        bricks.append(brick)
        by_z.setdefault(min(brick[2], brick[5]), []).insert(0, i)
        dims = [max(dims[0], brick[0] + 1, brick[3] + 1),
                max(dims[1], brick[1] + 1, brick[4] + 1),
                max(dims[2], brick[2] + 1, brick[5] + 1)]
    space = [[[None] * dims[0] for _ in range(dims[1])] for _ in range(dims[2])]
    for i, brick in enumerate(bricks):
        for x, y, z in cells(brick):
            space[z][y][x] = i
    return bricks, by_z, space


def find_brick_support(brick, i, space):
    orig = list(brick)
    supports = set()
    while not (brick[2] == 0 or brick[5] == 0 or supports):
        brick[2] -= 1
        brick[5] -= 1
        for x, y, z in cells(brick):
            other = space[z][y][x]
            if other is not None and other != i:
                supports.add(other)
    brick[2] += 1
    brick[5] += 1
    for x, y, z in cells(orig):
        space[z][y][x] = None
    for x, y, z in cells(brick):
        space[z][y][x] = i
    return supports


def find_bricks_supports(bricks, by_z, space):
    under, on_top = {}, {}
    for z in sorted(by_z):
        for i in by_z[z]:
            supports = find_brick_support(bricks[i], i, space)
            under[i] = supports
            for s in supports:
                on_top.setdefault(s, []).insert(0, i)
    return under, on_top


def count_breakable(bricks, by_z, space):
    under, _ = find_bricks_supports(bricks, by_z, space)
    unbreakable = set()
    for s in under.values():
        if len(s) == 1:
            unbreakable |= s
    return len(bricks) - len(unbreakable)


def count_all_to_fall(bricks, by_z, space):
    under, on_top = find_bricks_supports(bricks, by_z, space)
    total = 0
    for start in range(len(bricks)):
        queue = deque(on_top.get(start, []))
        fallen = {start}
        while queue:
            b = queue.popleft()
            if all(dep in fallen for dep in under[b]):
                fallen.add(b)
                queue.extend(on_top.get(b, []))
        total += len(fallen) - 1
    return total


bricks, by_z, space = read_slabs(embedded())
print("AoC 2023 Day 22 - Sand Slabs")
print(f"Part 1: {count_breakable(bricks, by_z, space)}")
print(f"Part 2: {count_all_to_fall(bricks, by_z, space)}")
