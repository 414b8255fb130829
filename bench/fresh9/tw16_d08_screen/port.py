"""Port of main.rkt (twalsh, Advent of Code 2016 day 8, with the author's input and utilities):
a screen class holding a cols x rows array (a list of columns) of 0/1 pixels, with `rect` and
`rotate` (a row or column shifted through a copy) interpreting each instruction, read as a
list of words with integers converted (the utilities' read-table); prints the example's 50x3
screen, then the puzzle's 50x6 screen, then the number of lit pixels."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Screen:
    def __init__(self, width, depth):
        self.cols = width
        self.rows = depth
        self.screen = [[0] * depth for _ in range(width)]

    def print(self):
        for y in range(self.rows):
            print("".join("#" if self.screen[x][y] == 1 else " " for x in range(self.cols)))
        print()

    def rectangle(self, coor):
        for x in range(coor[0]):
            for y in range(coor[1]):
                self.screen[x][y] = 1

    def rotate(self, axis, coor):
        a, b = coor
        shift_len = self.rows if axis == "column" else self.cols
        shifted = []
        for i in range(shift_len):
            source = shift_len - b + i if i < b else i - b
            shifted.append(self.screen[a][source] if axis == "column" else self.screen[source][a])
        for i in range(shift_len):
            if axis == "column":
                self.screen[a][i] = shifted[i]
            else:
                self.screen[i][a] = shifted[i]

    def interpret(self, instruction):
        if instruction[0] == "rect":
            self.rectangle([int(n) for n in instruction[1].split("x")])
        else:
            _, axis, arg1, _, arg2 = instruction
            self.rotate(axis, (int(arg1.split("=")[-1]), arg2))

    def lit_pixels(self):
        return sum(self.screen[x][y] for x in range(self.cols) for y in range(self.rows))


def string_to_row(line):
    return [int(field) if re.fullmatch(r"-?\d+", field) else field for field in line.split()]


test_instructions = [["rect", "3x2"], ["rotate", "column", "x=1", "by", 1],
                     ["rotate", "row", "y=0", "by", 4], ["rotate", "column", "x=1", "by", 1]]
test_screen = Screen(50, 3)
for instruction in test_instructions:
    test_screen.interpret(instruction)
test_screen.print()
assert test_screen.lit_pixels() == 6

puzzle_screen = Screen(50, 6)
for instruction in (string_to_row(line) for line in embedded().splitlines()):
    puzzle_screen.interpret(instruction)
puzzle_screen.print()
print(puzzle_screen.lit_pixels())
