"""Port of main.rkt (trhopkins, Advent of Code 2023 day 7 part 1, the author's input): each
hand's cards mapped to letters that sort by strength, its type the sorted sizes of its groups
of equal cards; hands sorted by type then cards; the sum of rank * bid."""
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


STRENGTH = str.maketrans("TJQKA", "ABCDE")

hands = []
for line in embedded().splitlines():
    text, bid = line.split()
    alpha = text.translate(STRENGTH)
    kind = sorted(Counter(alpha).values(), reverse=True)
    hands.append((kind, alpha, int(bid)))

hands.sort(key=lambda hand: (hand[0], hand[1]))
print(sum(rank * bid for rank, (_, _, bid) in enumerate(hands, start=1)))
