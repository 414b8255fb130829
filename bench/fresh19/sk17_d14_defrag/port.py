"""Port of main.rkt (seldomskye, Advent of Code 2017 day 14, the puzzle's example key, 32 rows
instead of 128): a knot hash per row (as day 10's, the list kept rotated), its hex digits as
bits; then the regions of used squares, grown cell by cell: each used cell merges the groups
(sets of positions) holding one of its neighbours with itself. Prints the lengths of "1,2,3"
and the number of regions."""

EXTRA = [17, 31, 73, 47, 23]
ROWS = 32
MAX_DIMS = 128


def to_lengths(s):
    return [ord(c) for c in s] + EXTRA


def knot_hash(s):
    lengths = to_lengths(s)
    state, skip = list(range(256)), 0
    for _ in range(64):
        for length in lengths:
            state = state[length:] + state[:length][::-1]
            k = skip % 256
            state = state[k:] + state[:k]
            skip += 1
    offset = (-(64 * sum(lengths)) - sum(range(64 * len(lengths)))) % 256
    state = state[offset:] + state[:offset]
    dense = []
    for i in range(0, 256, 16):
        x = 0
        for v in state[i:i + 16]:
            x ^= v
        dense.append(x)
    return "".join(f"{x:02x}" for x in dense)


def adjacent(x, y):
    return [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
            if (dx == 0 or dy == 0) and 0 <= x + dx < MAX_DIMS and 0 <= y + dy < MAX_DIMS]


def regions(key):
    grid = "".join(f"{int(c, 16):04b}" for n in range(ROWS) for c in knot_hash(f"{key}-{n}"))
    groups = []
    for n, bit in enumerate(grid):
        if bit != "1":
            continue
        xy = (n % 128, n // 128)
        adjs = adjacent(*xy)
        touching = [g for g in groups if any(a in g for a in adjs)]
        others = [g for g in groups if not any(a in g for a in adjs)]
        groups = [set().union({xy}, *touching)] + others
    return len(groups)


print("'(" + " ".join(map(str, to_lengths("1,2,3"))) + ")")
print(regions("flqrgnkx"))
