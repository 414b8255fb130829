"""Port of main.rkt (pnyman, Advent of Code 2020 day 2): each line "lo-hi c: password" parsed
with a regexp; part 1 counts the passwords holding c between lo and hi times, part 2 those
with c at exactly one of the positions lo and hi."""
import re
from pathlib import Path

HERE = Path(__file__).parent
LINE = re.compile(r"([0-9]+)-([0-9]+) ([a-z]): ([a-z]+)")


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")  # keeping any \r
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(line):
    lo, hi, letter, password = LINE.search(line).groups()
    return int(lo), int(hi), letter, password


def valid1(line):
    lo, hi, letter, password = parse(line)
    return lo <= password.count(letter) <= hi


def valid2(line):
    a, b, letter, password = parse(line)
    return (password[a - 1] == letter) != (password[b - 1] == letter)


lines = embedded().splitlines()
print(sum(valid1(line) for line in lines))
print(sum(valid2(line) for line in lines))
