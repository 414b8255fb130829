"""Port of main.rkt (jlavelle, Advent of Code 2015 day 6, the author's input's first 40 lines,
with our driver): instructions switching rectangles of a 1000x1000 grid kept in one flat list
(indexed as the original does, y * 999 + x), first as booleans, then as brightness; prints the
lights on and the total brightness."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


LINE = re.compile(r"^(.*?) (\d+),(\d+) through (\d+),(\d+)$")


def parse(lines, on, off, toggle):
    instructions = []
    for line in lines:
        match = LINE.match(line)
        action = match[1]
        proc = on if action == "turn on" else off if action == "turn off" else toggle
        instructions.append((proc, tuple(int(n) for n in match.groups()[1:])))
    return instructions


def lights(w, h, init, instructions):
    grid = [init] * (w * h)
    for proc, (x1, y1, x2, y2) in instructions:
        for x in range(x1, x2 + 1):
            for y in range(y1, y2 + 1):
                index = y * (h - 1) + x
                grid[index] = proc(grid[index])
    return grid


lines = embedded().splitlines()
part1 = parse(lines, lambda _: True, lambda _: False, lambda v: not v)
print(sum(1 for v in lights(1000, 1000, False, part1) if v))
part2 = parse(lines, lambda v: v + 1, lambda v: max(v - 1, 0), lambda v: v + 2)
print(sum(lights(1000, 1000, 0, part2)))
