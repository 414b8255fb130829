"""Port of main.rkt (quackquackhonk, Advent of Code 2022 day 6, the author's input): the position
after the first four distinct characters of the stream, plus the position after the first
fourteen distinct characters of what follows it."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def count_until_unique(chars, n):
    for i in range(len(chars) - n + 1):
        if len(set(chars[i:i + n])) == n:
            return n + i
    raise ValueError("no marker")


stream = embedded()
packet = count_until_unique(stream, 4)
print(packet + count_until_unique(stream[packet:], 14))
