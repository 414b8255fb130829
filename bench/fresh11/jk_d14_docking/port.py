"""Port of main.rkt (johnstonskj, Advent of Code 2020 day 14, with the author's input): mask and
mem lines grouped by a regular expression, values masked with bitwise and/or (part 1), then
every address a mask's floating bits make, from all non-empty combinations of their positions
(part 2); prints the sums of memory as aoc.rkt's `answer` does (the second unchecked)."""
import re
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def answer(day, part, value, expected=None):
    if expected is None:
        print(f"Day {day}, part {part}: {value} ?")
    elif value == expected:
        print(f"Day {day}, part {part}: {value} is correct.")
    else:
        raise AssertionError(f"value does '{value}' not equal expected '{expected}'")


LINE = re.compile(r"^((mask)\s+=\s+([01X]+))|((mem)\[(\d+)\]\s+=\s+([0-9]+))$")


def load(lines):
    instrs, mask, mems = [], None, []
    for line in lines:
        parsed = LINE.search(line)
        if parsed[2] == "mask":
            if mask is not None:
                instrs.append((mask, mems))
                mems = []
            mask = parsed[3]
        elif parsed[5] == "mem":
            mems.append((int(parsed[6]), int(parsed[7])))
    instrs.append((mask, mems))
    return instrs


def memory_v1(instrs):
    results = {}
    for mask, mems in instrs:
        for address, value in mems:
            zeros, ones = int(mask.replace("X", "0"), 2), int(mask.replace("X", "1"), 2)
            results[address] = (value | zeros) & ones
    return results


def all_addresses(address, mask):
    masked = address | int(mask.replace("X", "0"), 2)
    floating = [i for i, c in enumerate(mask) if c == "X"]
    addresses = set()
    for size in range(1, len(floating) + 1):
        for combination in combinations(floating, size):
            m = sum(1 << (35 - b) for b in combination)
            addresses.add(masked | m)
            addresses.add(masked ^ m)
    return addresses


def memory_v2(instrs):
    results = {}
    for mask, mems in instrs:
        for address, value in mems:
            for a in all_addresses(address, mask):
                results[a] = value
    return results


instrs = load(embedded().splitlines())
answer(14, 1, sum(memory_v1(instrs).values()), 15919415426101)
answer(14, 2, sum(memory_v2(instrs).values()))
