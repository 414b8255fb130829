"""Port of main.rkt (DarrenN, Advent of Code 2023 day 1): the first and last digit of each
line; then the same after writing each spelled-out digit's match (regexp, left to right,
non-overlapping, one pattern at a time) as a digit into a line of dashes."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


PATTERNS = [("one", "1"), ("two", "2"), ("three", "3"), ("four", "4"), ("five", "5"),
            ("six", "6"), ("seven", "7"), ("eight", "8"), ("nine", "9"), (r"\d", None)]


def match_digits(line):
    chars = ["-"] * len(line)
    for pattern, digit in PATTERNS:
        for m in re.finditer(pattern, line):
            chars[m.start()] = line[m.start()] if digit is None else digit
    return "".join(chars)


def sum_lines(lines):
    total = 0
    for line in lines:
        digits = [c for c in line if c.isdigit()]
        total += int(digits[0] + digits[-1])
    return total


lines = embedded().splitlines()
print(sum_lines(lines))
print(sum_lines([match_digits(line) for line in lines]))
