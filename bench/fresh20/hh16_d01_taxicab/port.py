"""Port of main.rkt (hashimmm, Advent of Code 2016 day 1 part 2, run on the example the
program embeds): walk the turns one block at a time, keeping every position visited (newest
first), until a position repeats; print its taxicab distance."""

TURNS = {(+1, "y"): {"R": (+1, "x"), "L": (-1, "x")},
         (-1, "y"): {"R": (-1, "x"), "L": (+1, "x")},
         (+1, "x"): {"R": (-1, "y"), "L": (+1, "y")},
         (-1, "x"): {"R": (+1, "y"), "L": (-1, "y")}}


def first_duplicate(items):
    seen = []
    for item in items:
        if item in seen:
            return item
        seen.append(item)
    return None


raw = "R8, R4, R4, R8"
moves = [(m[0], int(m[1:])) for m in raw.split(", ")]
visited = [(0, 0)]
heading = (+1, "y")
dup = None
for turn, num in moves:
    if dup:
        break
    heading = TURNS[heading][turn]
    sign, axis = heading
    x, y = visited[0]
    if axis == "x":
        new = [(x + sign * i, y) for i in range(num, 0, -1)]
    else:
        new = [(x, y + sign * i) for i in range(num, 0, -1)]
    visited = new + visited
    dup = first_duplicate(visited)

print(abs(dup[0]) + abs(dup[1]))
