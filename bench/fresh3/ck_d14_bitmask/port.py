"""Port of main.rkt (ckuhl, Advent of Code 2020 day 14): values written through a 36-bit
mask of 0/1/X as strings, then addresses expanded over the mask's floating bits; on the
examples and the puzzle input."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded(name):
    text = (HERE / name).read_text()
    start = text.index('(define input-text "') + len('(define input-text "')
    return text[start:text.rindex('")')].splitlines()


LINES, EXAMPLE1, EXAMPLE2 = embedded("input.rkt"), embedded("example1.rkt"), embedded("example2.rkt")


def program(lines):
    for line in lines:
        if line.startswith("mem"):
            addr, value = map(int, re.findall(r"\d+", line))
            yield addr, value
        else:
            yield line.split()[-1], None


def part1(lines):
    memory, mask = {}, ""
    for addr, value in program(lines):
        if value is None:
            mask = addr
            continue
        bits = format(value, "036b")
        memory[addr] = int("".join(v if m == "X" else m for m, v in zip(mask, bits)), 2)
    return sum(memory.values())


def addresses(mask, addr):
    results = [""]
    for m, a in zip(mask, format(addr, "036b")):
        if m == "0":
            results = [r + a for r in results]
        elif m == "1":
            results = [r + "1" for r in results]
        else:
            results = [r + bit for r in results for bit in "01"]
    return [int(r, 2) for r in results]


def part2(lines):
    memory, mask = {}, ""
    for addr, value in program(lines):
        if value is None:
            mask = addr
            continue
        for a in addresses(mask, addr):
            memory[a] = value
    return sum(memory.values())


print(f"Part 1 example 1 should be correct: {part1(EXAMPLE1)}")
print(f"Part 1 solution should be correct: {part1(LINES)}")
print(f"Part 2 example 2 should be correct: {part2(EXAMPLE2)}")
print(f"Part 2 solution should be correct: {part2(LINES)}")
