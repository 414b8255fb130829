"""Port of main.rkt (lambda-study-group, ThalesII's Advent of Code 2020 day 2 part 2, the
author's input as standard input): each line matched by a regular expression into two positions,
a letter and a password; the passwords with the letter at exactly one of the two positions."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def char_at(s, k):
    return s[k] if k < len(s) else None


def valid(entry):
    lo, hi, char, password = entry
    return (char_at(password, lo - 1) == char) != (char_at(password, hi - 1) == char)


entries = []
for line in embedded().splitlines():
    lo, hi, char, password = re.fullmatch(r"(\d+)-(\d+) (.): (.+)", line).groups()
    entries.append((int(lo), int(hi), char, password))
print(sum(1 for e in entries if valid(e)))
