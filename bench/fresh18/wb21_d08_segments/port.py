"""Port of main.rkt (whiter4bbit, Advent of Code 2021 day 8, the author's input cut to its
first 100 lines): for each display, the first permutation of the seven wires under which
its ten patterns are the ten digits (as bitmasks); the outputs decoded; part 1 counts the
1s, 4s, 7s and 8s, part 2 sums the four-digit numbers."""
from itertools import permutations
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


BITMASK_DIGIT = {0x77: 0, 0x24: 1, 0x5d: 2, 0x6d: 3, 0x2e: 4, 0x6b: 5, 0x7b: 6, 0x25: 7,
                 0x7f: 8, 0x6f: 9}


def signals_digit(key, signals):
    mask = 0
    for s in signals:
        mask |= 1 << key.index(s)
    return BITMASK_DIGIT.get(mask)


def key_valid(key, patterns):
    digits = 0
    for signals in patterns:
        d = signals_digit(key, signals)
        if d is None:
            return False
        digits |= 1 << d
    return digits == 1023


def decode(patterns, output):
    for key in permutations("abcdefg"):
        if key_valid(key, patterns):
            return [signals_digit(key, signals) for signals in output]


outputs = []
for raw in embedded().splitlines():
    left, right = raw.split(" | ")
    outputs.append(decode(left.split(), right.split()))

print(f"Part-1: {sum(1 for digits in outputs for d in digits if d in (1, 4, 7, 8))}")
print(f"Part-2: {sum(int(''.join(map(str, digits))) for digits in outputs)}")
