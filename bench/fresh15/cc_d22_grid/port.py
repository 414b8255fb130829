"""Port of main.rkt (CheezeCake, Advent of Code 2016 day 22, the author's input as standard
input): the storage nodes in a dict keyed by (x, y); every viable pair counted; a breadth-first
search (collections.deque) moving the empty node to the top row, then the data's moves counted."""
import re
from collections import deque

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = {}
for line in embedded().splitlines()[2:]:
    x, y, size, used = (int(v) for v in re.findall(r"[0-9]+", line)[:4])
    grid[(x, y)] = (size, used)


def avail(node):
    return node[0] - node[1]


def viable_pairs(nodes):
    total = 0
    for node in nodes.values():
        if node[1] > 0:
            n = sum(1 for other in nodes.values() if avail(other) >= node[1])
            total += n - 1 if avail(node) >= node[1] else n
    return total


def closest(start, dim, target):
    queue, seen = deque([start]), {start}
    while True:
        cur = queue.popleft()
        if target(cur):
            return cur
        x, y = cur
        for adj in ((x, y + 1), (x, y - 1), (x + 1, y), (x - 1, y)):
            if (0 <= adj[0] <= dim[0] and 0 <= adj[1] <= dim[1]
                    and grid[cur][0] >= grid[adj][1] and adj not in seen):
                queue.append(adj)
                seen.add(adj)


def min_steps():
    dim = (max(x for x, _ in grid), max(y for _, y in grid))
    hole = next(p for p, node in grid.items() if node[1] == 0)
    top = closest(hole, dim, lambda p: p[1] == 0)
    return (abs(hole[0] - top[0]) + abs(hole[1] - top[1])) + (dim[0] - top[0]) + 5 * (dim[0] - 1)


print(f"part 1: {viable_pairs(grid)}")
print(f"part 2: {min_steps()}")
