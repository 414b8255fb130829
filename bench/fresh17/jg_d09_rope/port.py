"""Port of main.rkt (jgrosso, Advent of Code 2022 day 9 part 2, the author's input): the moves
expanded into single steps; a rope of ten knots (tuples), the head pulled one step and each knot
following the one before it when they no longer touch; the positions the tail visited."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


DELTAS = {"R": (1, 0), "L": (-1, 0), "U": (0, -1), "D": (0, 1)}


def sign(n):
    return (n > 0) - (n < 0)


def touching(a, b):
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 < 4


def propagate(tail, head):
    if touching(head, tail):
        return tail
    return (tail[0] + sign(head[0] - tail[0]), tail[1] + sign(head[1] - tail[1]))


steps = []
for line in embedded().splitlines():
    direction, count = line.split()
    steps.extend([direction] * int(count))

rope = [(0, 0)] * 10
visited = {rope[-1]}
for direction in steps:
    dx, dy = DELTAS[direction]
    new_rope = [(rope[0][0] + dx, rope[0][1] + dy)]
    for knot in rope[1:]:
        new_rope.append(propagate(knot, new_rope[-1]))
    rope = new_rope
    visited.add(rope[-1])
print(len(visited))
