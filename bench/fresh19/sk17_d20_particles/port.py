"""Port of main.rkt (seldomskye, Advent of Code 2017 day 20 part 2, the author's 1,000
particles): particles (named tuples of coordinate triples) moved a tick at a time, those that
share a position removed (positions counted in a dict), until 100 ticks pass without a
collision; how many are left."""
import re
from collections import Counter
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Coords(NamedTuple):
    x: int
    y: int
    z: int


class Particle(NamedTuple):
    pos: Coords
    v: Coords
    a: Coords


def coord_add(*cs):
    return Coords(sum(c.x for c in cs), sum(c.y for c in cs), sum(c.z for c in cs))


def parse(text):
    particles = []
    for line in text.strip().split("\n"):
        triples = [Coords(*map(int, t[3:-1].split(","))) for t in line.split(", ")]
        particles.append(Particle(*triples))
    return particles


def move(p):
    return p._replace(v=coord_add(p.v, p.a), pos=coord_add(p.v, p.a, p.pos))


def remove_crashes(particles):
    seen = Counter(p.pos for p in particles)
    return [p for p in particles if seen[p.pos] == 1]


def survivors(particles):
    since_last_removal = 0
    while True:
        moved = remove_crashes([move(p) for p in particles])
        if since_last_removal > 100:
            return len(particles)
        since_last_removal = since_last_removal + 1 if len(moved) == len(particles) else 0
        particles = moved


print(survivors(parse(embedded())))
