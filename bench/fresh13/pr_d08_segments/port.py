"""Port of main.rkt (parry84, Advent of Code 2021 day 8 part 2, the author's input): for each
display, the first of the 5,040 wirings of the seven segments under which all ten patterns are
digits; the four output digits read through it, summed over the displays."""
from itertools import permutations
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


displays = [line.split(" | ") for line in embedded().splitlines()]

WIRES = "abcdefg"
DIGITS = {tuple(s): d for d, s in enumerate(
    ["abcefg", "cf", "acdeg", "acdfg", "bcdf", "abdfg", "abdefg", "acf", "abcdefg", "abcdfg"])}
wirings = [dict(zip(WIRES, p)) for p in permutations(WIRES)]


def rewire(w, pattern):
    return tuple(sorted(w[c] for c in pattern))


total = 0
for inputs, outputs in displays:
    inputs, outputs = inputs.split(), outputs.split()
    wiring = next(w for w in wirings if all(rewire(w, i) in DIGITS for i in inputs))
    value = 0
    for o in outputs:
        value = value * 10 + DIGITS[rewire(wiring, o)]
    total += value
print(total)
