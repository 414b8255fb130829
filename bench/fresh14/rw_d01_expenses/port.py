"""Port of main.rkt (RW21, Advent of Code 2020 day 1, the author's input): the entries whose
complement to 2020 is also an entry (a set), then every ordered triple of entries summing to
2020, by three nested loops over the 200 entries."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


numbers = [int(line) for line in embedded().splitlines()]
entries = set(numbers)

pair = [n for n in numbers if 2020 - n in entries]
print("'(" + " ".join(map(str, pair)) + ")")

for i in numbers:
    for j in numbers:
        for k in numbers:
            if i + j + k == 2020:
                print(i)
                print(j)
                print(k)
