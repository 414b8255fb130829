"""Port of main.rkt (RW21, Advent of Code 2020 day 9, the author's input): the first number (after
the first 26) that is not the sum of two of the 25 before it (itertools.combinations), then the
first contiguous run summing to it; the smallest plus the largest of that run (as the program
slices it)."""
from itertools import combinations

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


numbers = [int(line) for line in embedded().splitlines()]


def verify(num, index):
    if index <= 25:
        return True
    return num in [a + b for a, b in combinations(numbers[index - 25:index], 2)]


invalid = next(n for i, n in enumerate(numbers) if not verify(n, i))
print(invalid)


def valid_set(start):
    size, total = 0, 0
    while start + size < len(numbers):
        if total + numbers[start + size] == invalid:
            return size
        total += numbers[start + size]
        size += 1
    return None


for i in range(len(numbers)):
    size = valid_set(i)
    if size is not None:
        run = sorted(numbers[i:i + size])
        print(run[0] + run[-1])
        break
