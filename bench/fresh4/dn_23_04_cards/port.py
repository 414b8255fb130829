"""Port of main.rkt (DarrenN, Advent of Code 2023 day 4): each card's winning numbers and
numbers as sets; part 1 sums 2^(matches-1); part 2 counts the cards won by walking every
card's copies recursively, one visit per card (as the original's counter)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(line):
    head, numbers = line.split(":")
    wins, have = numbers.split("|")
    return int(head.split()[1]), set(map(int, wins.split())), set(map(int, have.split()))


cards = [parse(line) for line in embedded().splitlines()]
matches = {card_id: len(wins & have) for card_id, wins, have in cards}
print(sum(2 ** (k - 1) for k in matches.values() if k > 0))

children = {card_id: [card_id + 1 + i for i in range(k)] for card_id, k in matches.items()}
total = 0


def count_cards(ids):
    global total
    for i in ids:
        total += 1
        count_cards(children[i])


count_cards(range(1, len(children) + 1))
print(total)
