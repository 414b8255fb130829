"""Port of main.rkt (mdwhatcott, Advent of Code 2016 day 1, the author's input): the turns and
distances expanded into a list of unit steps; the distance of the end from the origin, then of
the first place visited twice; prints both after whether they equal the author's answers."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


RIGHT = {(0, 1): (1, 0), (1, 0): (0, -1), (0, -1): (-1, 0), (-1, 0): (0, 1)}
LEFT = {v: k for k, v in RIGHT.items()}

facing = (0, 1)
steps = []
for leg in embedded().strip().split(", "):
    facing = RIGHT[facing] if leg[0] == "R" else LEFT[facing]
    steps.extend([facing] * int(leg[1:]))

x = y = 0
for dx, dy in steps:
    x, y = x + dx, y + dy
answer1 = abs(x) + abs(y)
print(f"part 1: {'#t' if answer1 == 291 else '#f'} {answer1} ")

visited = set()
at = (0, 0)
for dx, dy in steps:
    if at in visited:
        break
    visited.add(at)
    at = (at[0] + dx, at[1] + dy)
answer2 = abs(at[0]) + abs(at[1])
print(f"part 2: {'#t' if answer2 == 159 else '#f'} {answer2} ")
