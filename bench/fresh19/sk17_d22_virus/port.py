"""Port of main.rkt (seldomskye, Advent of Code 2017 day 22 part 1, as the program calls it: the
puzzle's 3 × 3 example, the carrier starting at (12, 12), 10,000 bursts): a grid of infected
nodes in a dict keyed by (x, y); the carrier turns, toggles its node and moves; how many bursts
infected a node. Prints the count in a box, as Racket prints `'#&...`."""
import re
from pathlib import Path

HERE = Path(__file__).parent

OFFSET = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}
RIGHT = {"n": "e", "e": "s", "s": "w", "w": "n"}
LEFT = {"n": "w", "w": "s", "s": "e", "e": "n"}


def embedded(name):
    text = (HERE / "main.rkt").read_text(encoding="utf-8")
    return re.search(r'\(define ' + name + r' "([^"]*)"\)', text).group(1)


def parse(text):
    rows = text.split("\n")
    size = len(rows)
    packed = "".join(rows)
    return {(n % size, n // size): packed[n] == "#" for n in range(size * size)}


def bursts(text, loops, start):
    grid = parse(text)
    direction, (x, y) = "n", start
    infected = 0
    for _ in range(loops):
        node = grid.get((x, y), False)
        direction = RIGHT[direction] if node else LEFT[direction]
        if not node:
            infected += 1
        grid[(x, y)] = not node
        dx, dy = OFFSET[direction]
        x, y = x + dx, y + dy
    return infected


print(f"'#&{bursts(embedded('ex-input'), 10000, (12, 12))}")
