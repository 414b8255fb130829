"""Port of main.rkt (red-swan, Advent of Code 2024 day 4): the word search as a dict from
(x, y) to letter; the XMAS patterns in 8 directions and the crossed-MAS patterns as dicts from
offset to letter, each tried at every cell holding the pattern's first letter."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


DIRECTIONS = ["N", "S", "E", "W", "NE", "NW", "SW", "SE"]
STEPS = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0),
         "NW": (-1, -1), "NE": (1, -1), "SW": (-1, 1), "SE": (1, 1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E", "NW": "SE", "SW": "NE", "SE": "NW", "NE": "SW"}


def step(at, direction):
    dx, dy = STEPS[direction]
    return (at[0] + dx, at[1] + dy)


def build_search(lines):
    return {(x, y): char for y, line in enumerate(lines) for x, char in enumerate(line)}


def word_pattern(direction, word, start=(0, 0)):
    pattern, at = {}, start
    for char in word:
        pattern[at] = char
        at = step(at, direction)
    return pattern


def has_pattern_at(search, at, pattern):
    for (dx, dy), char in pattern.items():
        if search.get((at[0] + dx, at[1] + dy)) != char:
            return False
    return True


def count_occurrences(search, trigger, patterns):
    total = 0
    for at, letter in search.items():
        if letter == trigger:
            total += sum(1 for p in patterns if has_pattern_at(search, at, p))
    return total


search = build_search(embedded().splitlines())
xmas = [word_pattern(d, "XMAS") for d in DIRECTIONS]
print(count_occurrences(search, "X", xmas))

crosses = []
for dirs in [("SE", "SW"), ("SW", "NW"), ("NW", "NE"), ("NE", "SE")]:
    merged = {}
    for d in dirs:
        for key, char in word_pattern(OPPOSITE[d], "MAS", step((0, 0), d)).items():
            merged.setdefault(key, char)
    crosses.append(merged)
print(count_occurrences(search, "A", crosses))
