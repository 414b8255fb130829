"""Port of main.rkt (hilalmufti, Advent of Code 2023 day 1, the author's input): each line's
first and last digit, then the same with the digits spelled out, the last one found by
reversing the line and searching for the reversed words."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
FORWARD = {w: str(i) for i, w in enumerate(WORDS, 1)}
BACKWARD = {w[::-1]: str(i) for i, w in enumerate(WORDS, 1)}
FORWARD_RE = re.compile("|".join(WORDS))
BACKWARD_RE = re.compile("|".join(w[::-1] for w in WORDS))


def first_digit(s):
    return [c for c in s if c.isdigit()][0]


def last_digit(s):
    return first_digit(s[::-1])


lines = embedded().splitlines()
print(sum(int(first_digit(line) + last_digit(line)) for line in lines))

total = 0
for line in lines:
    first = first_digit(FORWARD_RE.sub(lambda m: FORWARD[m.group()], line, count=1))
    last = first_digit(BACKWARD_RE.sub(lambda m: BACKWARD[m.group()], line[::-1], count=1))
    total += int(first + last)
print(total)
