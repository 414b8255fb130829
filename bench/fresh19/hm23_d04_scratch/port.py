"""Port of main.rkt (hilalmufti, Advent of Code 2023 day 4, the author's input): each card's
winning numbers as a set, the points of its matches, then the scratchcards won, counted in a
dict updated card by card."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


games = []
for line in embedded().splitlines():
    head, numbers = line.split(":")
    winning, mine = numbers.split("|")
    winning = set(map(int, winning.split()))
    games.append((int(head.split()[1]), sum(1 for n in map(int, mine.split()) if n in winning)))

print(sum(2 ** (m - 1) for _, m in games if m > 0))

counts = {i: 1 for i in range(1, len(games) + 1)}
for gid, m in games:
    for card in range(gid + 1, gid + m + 1):
        counts[card] += counts[gid]
print(sum(counts.values()))
