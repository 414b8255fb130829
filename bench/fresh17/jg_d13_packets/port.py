"""Port of main.rkt (jgrosso, Advent of Code 2022 day 13 part 2, the author's input): every
packet (nested lists read by json here, by `read` there) and the two divider packets sorted by
the puzzle's order; the product of the dividers' positions."""
import functools
import json
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]



def ordered(left, right):
    """True when left comes strictly before right."""
    if isinstance(left, int) and isinstance(right, int):
        return left < right
    if isinstance(left, int):
        return ordered([left], right)
    if isinstance(right, int):
        return ordered(left, [right])
    if not left:
        return bool(right)
    if not right:
        return False
    if ordered(left[0], right[0]):
        return True
    if ordered(right[0], left[0]):
        return False
    return ordered(left[1:], right[1:])


def compare(left, right):
    return -1 if ordered(left, right) else (1 if ordered(right, left) else 0)


dividers = [[[2]], [[6]]]
packets = dividers + [json.loads(line) for line in embedded().split("\n") if line]
packets.sort(key=functools.cmp_to_key(compare))
product = 1
for i, packet in enumerate(packets):
    if packet in dividers:
        product *= i + 1
print(product)
