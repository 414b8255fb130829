"""Port of main.rkt (fridim, Project Euler 54): how many of the 1000 poker hands player 1 wins.
Each hand becomes a string that sorts like its rank, as the original builds it: card values
as characters ordered 2-9 then T J Q K A mapped to ':' ';' '<' '=' '>', a prefix of 'z's for
the category, then the deciding values; the two strings are compared with >."""
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
FACE = {"T": ":", "J": ";", "Q": "<", "K": "=", "A": ">"}


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")  # keeping any \r
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(text):
    cards = text.split(" ")
    return [FACE.get(c[0], c[0]) for c in cards], [c[1] for c in cards]


def hand_string(values, suits):
    counts = Counter(values)
    high = "".join(sorted(values, reverse=True))

    def nth(n):  # the first card (in hand order) whose value occurs n times, or None
        return next((v for v in values if counts[v] == n), None)

    codes = sorted(ord(v) for v in values)
    straight = all(b == a + 1 for a, b in zip(codes, codes[1:]))
    flush = len(set(suits)) == 1
    if flush:
        return ("zzzzzzzz" if straight else "zzzzz") + high
    if nth(4):
        return "zzzzzzz" + nth(4) + high
    if straight:
        return "zzzz" + high
    if nth(3):
        if nth(2):
            return "zzzzzz" + nth(3) + nth(2)
        return "zzz" + nth(3) + high
    if nth(2):
        if len(counts) == 3:  # two pairs
            pairs = "".join(sorted((v for v in values if counts[v] == 2), reverse=True))
            return "zz" + pairs + high
        return "z" + nth(2) + high
    return high


wins = 0
for line in embedded().splitlines():
    if hand_string(*parse(line[0:14])) > hand_string(*parse(line[15:29])):
        wins += 1
print(wins)
