"""Port of main.rkt (xpqz, Advent of Code 2015 day 14, the author's input): reindeer racing for
2,503 seconds, one tick at a time (as the program counts, 2,504 ticks), each second a point to
the leaders; a small class per race entry."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Entry:
    def __init__(self, name, speed, move, rest):
        self.name, self.speed, self.move, self.rest = name, speed, move, rest
        self.moving = True
        self.remaining = move
        self.score = 0
        self.distance = 0

    def tick(self):
        if self.remaining == 0:
            self.moving = not self.moving
            self.remaining = self.move if self.moving else self.rest
        self.remaining -= 1
        if self.moving:
            self.distance += self.speed


def score(entries):
    board = sorted(entries, key=lambda e: e.distance, reverse=True)
    best = board[0].distance
    for e in board:
        if e.distance == best:
            e.score += 1
    return board


entries = []
for line in embedded().splitlines():
    words = line.split()
    entries.insert(0, Entry(words[0], int(words[3]), int(words[6]), int(words[13])))
for _ in range(2504):
    for e in entries:
        e.tick()
    entries = score(entries)
print(f"Part1: {max(e.distance for e in entries)}")
print(f"Part2: {max(e.score for e in entries)}")
