"""Port of main.rkt (jgrosso, Advent of Code 2022 day 5 part 2, the author's input): the crate
drawing read bottom up into a list per stack (top first), each line padded to the stacks' width;
each move takes the top crates of one stack and puts them, in order, on another; the top crates."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


TOWER_WIDTH = 4


def parse_towers(text):
    *rows, legend = text.split("\n")
    num_towers = int(legend.split()[-1])
    width = num_towers * TOWER_WIDTH
    towers = [[] for _ in range(num_towers)]
    for line in reversed(rows):
        line = line.ljust(width)[:width]
        for t in range(num_towers):
            cell = line[t * TOWER_WIDTH:(t + 1) * TOWER_WIDTH]
            if cell[0] == "[":
                towers[t].insert(0, cell[1])
    return towers


towers_source, instructions_source = embedded().split("\n\n")
towers = parse_towers(towers_source)
for line in instructions_source.split("\n"):
    if not line:
        continue
    _, count, _, origin, _, destination = line.split()
    count, origin, destination = int(count), int(origin) - 1, int(destination) - 1
    crates = towers[origin][:count]
    towers[origin] = towers[origin][count:]
    towers[destination] = crates + towers[destination]
print('"' + "".join(tower[0] for tower in towers) + '"')
