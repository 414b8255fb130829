"""Port of main.rkt (CheezeCake, Advent of Code 2016 day 24, the author's input as standard
input): a breadth-first search (collections.deque, a set of seen cells) between every two digits
of the map, then every order of visiting them (itertools.permutations), with and without the
return to 0."""
from collections import deque
from itertools import permutations

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


grid = embedded().splitlines()
digits = {int(c): (x, y) for y, row in enumerate(grid) for x, c in enumerate(row) if c.isdigit()}


def shortest(start, goal):
    queue, seen = deque([(start, 0)]), {start}
    while True:
        (x, y), n = queue.popleft()
        if (x, y) == goal:
            return n
        for adj in ((x, y + 1), (x, y - 1), (x + 1, y), (x - 1, y)):
            if adj[1] < len(grid) and adj[0] < len(grid[0]) and grid[adj[1]][adj[0]] != "#" \
                    and adj not in seen:
                seen.add(adj)
                queue.append((adj, n + 1))


dist = {}
for a in digits:
    for b in digits:
        dist[a, b] = dist[b, a] = shortest(digits[a], digits[b])


def min_steps(suffix):
    return min(sum(dist[a, b] for a, b in zip((0,) + p, p + suffix))
               for p in permutations(range(1, len(digits))))


print(f"part 1: {min_steps(())}")
print(f"part 2: {min_steps((0,))}")
