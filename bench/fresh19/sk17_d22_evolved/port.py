"""Port of main.rkt (seldomskye, Advent of Code 2017 day 22 part 2, the puzzle's example for 100
bursts, then the author's 25 × 25 grid for 200,000 bursts instead of 10,000,000): nodes clean,
weakened, infected or flagged in a dict keyed by (x, y); the carrier turns by its node's state,
advances the state and moves; how many bursts infected a node. Prints each count in a box, as
Racket prints `'#&...`."""
import re
from pathlib import Path

HERE = Path(__file__).parent

OFFSET = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}
RIGHT = {"n": "e", "e": "s", "s": "w", "w": "n"}
LEFT = {"n": "w", "w": "s", "s": "e", "e": "n"}
REVERSE = {"n": "s", "s": "n", "w": "e", "e": "w"}
NEXT = {"clean": "weakened", "weakened": "infected", "infected": "flagged", "flagged": "clean"}


def embedded(name):
    text = (HERE / "main.rkt").read_text(encoding="utf-8")
    return re.search(r'\(define ' + name + r' "([^"]*)"\)', text).group(1)


def parse(text):
    rows = text.split("\n")
    size = len(rows)
    packed = "".join(rows)
    return {(n % size, n // size): "infected" if packed[n] == "#" else "clean"
            for n in range(size * size)}


def bursts(text, loops, start):
    grid = parse(text)
    direction, (x, y) = "n", start
    infected = 0
    for _ in range(loops):
        node = grid.get((x, y), "clean")
        if node == "clean":
            direction = LEFT[direction]
        elif node == "infected":
            direction = RIGHT[direction]
        elif node == "flagged":
            direction = REVERSE[direction]
        if node == "weakened":
            infected += 1
        grid[(x, y)] = NEXT[node]
        dx, dy = OFFSET[direction]
        x, y = x + dx, y + dy
    return infected


print(f"'#&{bursts(embedded('ex-input'), 100, (1, 1))}")
print(f"'#&{bursts(embedded('input'), 200000, (12, 12))}")
