"""Port of main.rkt (StrahR, Advent of Code 2021 day 3): the 12-bit numbers partitioned by each
bit (the more common side wins, ones on a tie); part 1 builds gamma and epsilon bit by bit and
multiplies them, part 2 narrows the oxygen and CO2 lists from the highest bit down (a list of
one stays as it is) and multiplies their first numbers."""
from pathlib import Path

HERE = Path(__file__).parent
LEN = 12


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def dominant(numbers, k):
    """The common bit value, the numbers with it and the others (-1 and the list when one)."""
    if len(numbers) == 1:
        return -1, numbers, numbers
    ones = [n for n in numbers if n & (1 << k)]
    zeros = [n for n in numbers if not n & (1 << k)]
    if len(ones) < len(zeros):
        return 0, zeros, ones
    return 1, ones, zeros


def part1(numbers):
    gamma = epsilon = 0
    for i in range(LEN):
        if dominant(numbers, i)[0] == 0:
            epsilon += 2 ** i
        else:
            gamma += 2 ** i
    return gamma * epsilon


def part2(numbers):
    gammas = epsilons = numbers
    for i in range(LEN - 1, -1, -1):
        gammas = dominant(gammas, i)[1]
        epsilons = dominant(epsilons, i)[2]
    return epsilons[0] * gammas[0]


numbers = [int(line, 2) for line in embedded().splitlines()]
print(part1(numbers))
print(part2(numbers))
