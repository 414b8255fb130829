"""Port of main.rkt (pnyman, Advent of Code 2020 day 1): the first pair, then the first
triple, of expense-report entries (in file order, an entry may pair with itself, as the
original's nested for*/first loops allow) summing to 2020; prints their products."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")  # keeping any \r
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def first_pair(nums):
    for i in nums:
        for j in nums:
            if i + j == 2020:
                return i * j


def first_triple(nums):
    for i in nums:
        for j in nums:
            for k in nums:
                if i + j + k == 2020:
                    return i * j * k


nums = [int(line) for line in embedded().splitlines()]
print(first_pair(nums))
print(first_triple(nums))
