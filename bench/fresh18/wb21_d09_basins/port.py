"""Port of main.rkt (whiter4bbit, Advent of Code 2021 day 9, the author's input): a height
map in a dict keyed by (row, column); the low points' risk, then the three largest basins
(flooded upwards from each low point, stopping at 9s) multiplied."""
import math
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def read_heightmap(text):
    return {(i, j): int(c) for i, row in enumerate(text.splitlines()) for j, c in enumerate(row)}


OFFSETS = ((-1, 0), (1, 0), (0, 1), (0, -1))


def neighbors(heightmap, pos):
    i, j = pos
    return [(i + di, j + dj) for di, dj in OFFSETS if (i + di, j + dj) in heightmap]


def is_low(heightmap, pos):
    return all(heightmap[pos] < heightmap[n] for n in neighbors(heightmap, pos))


def part_1(heightmap):
    return sum(h + 1 for pos, h in heightmap.items() if is_low(heightmap, pos))


def part_2(heightmap):
    seen = set()

    def basin_size(pos):
        seen.add(pos)
        size = 1
        for n in neighbors(heightmap, pos):
            if n not in seen and heightmap[n] < 9 and heightmap[pos] < heightmap[n]:
                size += basin_size(n)
        return size

    sizes = [basin_size(pos) for pos in heightmap if is_low(heightmap, pos)]
    return math.prod(sorted(sizes, reverse=True)[:3])


print(f"Part-1: {part_1(read_heightmap(embedded()))}")
print(f"Part-2: {part_2(read_heightmap(embedded()))}")
