"""Port of main.rkt (Advent of Code 2015, day 6): 12 light instructions on a 1000x1000 grid,
both parts."""
import re
from pathlib import Path

TEXT = Path(__file__).with_name("input.rkt").read_text()
LINES = [line for line in TEXT[TEXT.index('"') + 1:TEXT.rindex('"')].splitlines() if line]
PATTERN = re.compile(r"(turn on|turn off|toggle) (\d+),(\d+) through (\d+),(\d+)")

ON_OFF = {"turn on": lambda v: 1, "turn off": lambda v: 0, "toggle": lambda v: 1 - v}
DIMMER = {"turn on": lambda v: v + 1, "turn off": lambda v: max(v - 1, 0),
          "toggle": lambda v: v + 2}


def run(semantics):
    grid = [[0] * 1000 for _ in range(1000)]
    for line in LINES:
        command, x1, y1, x2, y2 = PATTERN.match(line).groups()
        change = semantics[command]
        for x in range(int(x1), int(x2) + 1):
            row = grid[x]
            for y in range(int(y1), int(y2) + 1):
                row[y] = change(row[y])
    return sum(map(sum, grid))


print(f"({run(ON_OFF)} {run(DIMMER)})")
