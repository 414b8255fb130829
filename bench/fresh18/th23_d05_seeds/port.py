"""Port of main.rkt (trhopkins, Advent of Code 2023 day 5 part 1, the author's input): each
seed mapped through seven range maps (the first range whose source interval holds it, both
ends inclusive as the author wrote it); the smallest location."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


blocks = embedded().split("\n\n")
seeds = [int(s) for s in blocks[0].removeprefix("seeds: ").split()]
levels = [[tuple(int(x) for x in line.split()) for line in block.splitlines()[1:]]
          for block in blocks[1:]]


def next_num(num, level):
    for dest, src, length in level:
        if src <= num <= src + length:
            return num - src + dest
    return num


def location(seed):
    for level in levels:
        seed = next_num(seed, level)
    return seed


print(min(location(seed) for seed in seeds))
