"""Port of main.rkt (winny, Advent of Code 2015 day 14, the author's input, read from standard
input): reindeer parsed by a regular expression into a checked dataclass; the farthest after 2503
seconds, then points for the leader at every second, each second's distances computed afresh."""
import re
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


@dataclass(frozen=True)
class Deer:
    name: str
    speed: int
    running: int
    stopped: int

    def __post_init__(self):
        if not (self.name and self.speed > 0 and self.running > 0 and self.stopped > 0):
            raise ValueError(f"Bad deer {self}")


LINE = re.compile(r"([A-Za-z]+) can fly ([0-9]+) km/s for ([0-9]+) seconds, "
                  r"but then must rest for ([0-9]+) seconds.")


def read_deer(line):
    m = LINE.search(line)
    return Deer(m[1], int(m[2]), int(m[3]), int(m[4])) if m else None


def distance(deer, seconds):
    q, r = divmod(seconds, deer.running + deer.stopped)
    return q * deer.running * deer.speed + min(r, deer.running) * deer.speed


def race(deers, seconds):
    return max(((d, distance(d, seconds)) for d in deers), key=lambda p: p[1])


def race2(deers, seconds):
    points = [[d, 0] for d in deers]
    for cur in range(1, seconds + 1):
        distances = [(d, p, distance(d, cur)) for d, p in points]
        lead = max(distances, key=lambda t: t[2])[2]
        points = [[d, p + 1 if any(dd == d and dis == lead for dd, _, dis in distances) else p]
                  for d, p in points]
    return sorted(points, key=lambda p: p[1], reverse=True)


deers = [read_deer(line) for line in embedded().splitlines()]
if any(d is None for d in deers):
    print("Bad input or EOF. Exiting")
else:
    winner, dis = race(deers, 2503)
    print(f"Part #1: {winner.name} won, travelling {dis} km.")
    best = race2(deers, 2503)[0]
    print(f"Part #2: {best[0].name} won with {best[1]} points.")
