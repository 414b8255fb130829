"""Port of main.rkt (ruliana, Advent of Code 2017 day 5, with the first 500 lines of the
author's input): a list of jump offsets walked from the first one until the position leaves
the list, each offset changed after its jump (part A: plus one; part B: minus one when it was 3
or more); prints the number of steps of each part."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def walk_through(maze, part_b):
    current = list(maze)
    end_point = len(current)
    pos = steps = 0
    while pos < end_point:
        jumper = current[pos]
        if part_b and jumper >= 3:
            current[pos] = jumper - 1
        else:
            current[pos] = jumper + 1
        pos += jumper
        steps += 1
    return steps


maze = [int(line) for line in embedded().splitlines()]
print(f"Puzzle A: {walk_through(maze, False)}")
print(f"Puzzle B: {walk_through(maze, True)}")
