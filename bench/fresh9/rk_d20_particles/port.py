"""Port of main.rkt (rkallos, Advent of Code 2017 day 20, with the author's input and a driver
that prints both parts): the particles as mutable records of position, velocity and
acceleration (read with a regular expression); part 1 prints the index and the Manhattan norm
of the smallest acceleration, as the original's list; part 2 moves every particle for 1,001
ticks, each time counting the positions in a dict and dropping the particles on a position
held by more than one, and prints how many are left."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Mol:
    def __init__(self, x, y, z, dx, dy, dz, ddx, ddy, ddz):
        self.x, self.y, self.z = x, y, z
        self.dx, self.dy, self.dz = dx, dy, dz
        self.ddx, self.ddy, self.ddz = ddx, ddy, ddz

    def move(self):
        self.dx += self.ddx
        self.dy += self.ddy
        self.dz += self.ddz
        self.x += self.dx
        self.y += self.dy
        self.z += self.dz

    def pos(self):
        return (self.x, self.y, self.z)


def read_mols():
    return [Mol(*map(int, re.findall(r"-?[0-9]+", line))) for line in embedded().splitlines()]


def part1():
    best = [0, float("inf")]
    for i, m in enumerate(read_mols()):
        md = abs(m.ddx) + abs(m.ddy) + abs(m.ddz)
        if md < best[1]:
            best = [i, md]
    return best


def remove_collisions(mols):
    points = {}
    for m in mols:
        points[m.pos()] = points.get(m.pos(), 0) + 1
    collisions = {p for p, n in points.items() if n > 1}
    return [m for m in mols if m.pos() not in collisions]


def part2():
    mols = read_mols()
    t = 0
    while True:
        if not mols:
            return 0
        if t > 1000:
            return len(mols)
        for m in mols:
            m.move()
        mols = remove_collisions(mols)
        t += 1


i, md = part1()
print(f"'({i} {md})")
print(part2())
