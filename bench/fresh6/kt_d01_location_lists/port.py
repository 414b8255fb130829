"""Port of main.rkt (ktunprasert, Advent of Code 2024 day 1): the input's numbers read in
pairs into two sorted lists; part 1 sums the distances of the pairs, part 2 each left number
times how often it occurs in the right list (counted afresh for every left number)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")  # keeping any \r
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


numbers = [int(token) for token in embedded().split()]
left, right = sorted(numbers[0::2]), sorted(numbers[1::2])
print(sum(abs(a - b) for a, b in zip(left, right)))
print(sum(x * right.count(x) for x in left))
