"""Port of main.rkt (HalflingHelper, Advent of Code 2024 day 11): the stones after 25 and 75
blinks, counted by the same memoized recursion on (stone, blinks left) in a dict; the digit count
comes from the floating-point log base 10, and a split divides by a floating-point power of ten,
as the original does (so split halves are floats there too)."""
import math
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def split(n):
    i = 10 ** (math.floor(math.log(n, 10) + 1) / 2)
    return [n // i, n % i]


def process_stone(n):
    if n == 0:
        return [1]
    if math.floor(math.log(n, 10)) % 2 == 1:
        return split(n)
    return [n * 2024]


memo = {}


def count(stones, n):
    if not stones or n == 0:
        return len(stones)
    total = 0
    for stone in stones:
        key = (stone, n)
        if key not in memo:
            memo[key] = count(process_stone(stone), n - 1)
        total += memo[key]
    return total


stones = [int(s) for s in embedded().splitlines()[0].split()]
print(count(stones, 25))
print(count(stones, 75))
