"""Port of main.rkt (HalflingHelper, Advent of Code 2024 day 3): the lines joined into one string,
scanned by the same regular expression (a mul(X,Y) with its two groups, or do/don't with up to
three characters before the parentheses) from the end of each match; part 1 adds every product,
part 2 only while enabled; a do...() match that is neither do() nor don't() ends the scan, as
in the original."""
import re
from pathlib import Path

HERE = Path(__file__).parent
PATTERN = re.compile(r"mul\((\d+),(\d+)\)|do.{0,3}\(\)", re.DOTALL)


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def solve(text, p1=False):
    total, flag, pos = 0, True, 0
    while True:
        m = PATTERN.search(text, pos)
        if m is None:
            return total
        if m.group(1) is not None:
            if p1 or flag:
                total += int(m.group(1)) * int(m.group(2))
        elif m.group(0) == "do()":
            flag = True
        elif m.group(0) == "don't()":
            flag = False
        else:
            return total
        pos = m.end()


data = "".join(embedded().splitlines())
print(solve(data, p1=True))
print(solve(data))
