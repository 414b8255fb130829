"""Port of main.rkt (austinwk, Advent of Code 2020 day 11): the seat layout as a list of
rows of characters, a whole new layout computed each round until it no longer changes;
part 1 counts the 8 adjacent occupied seats, part 2 the first seat seen in each of the 8
directions."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


DIRECTIONS = [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)]


def layout_ref(layout, row, col):
    if 0 <= row < len(layout) and 0 <= col < len(layout[0]):
        return layout[row][col]
    return None


def adjacent(layout, row, col):
    return [layout_ref(layout, row + dr, col + dc) for dr, dc in DIRECTIONS]


def look(layout, row, col, dr, dc):
    row, col = row + dr, col + dc
    while layout_ref(layout, row, col) == ".":
        row, col = row + dr, col + dc
    return layout_ref(layout, row, col)


def visible(layout, row, col):
    return [look(layout, row, col, dr, dc) for dr, dc in DIRECTIONS]


def next_seat(layout, row, col, neighbours, crowded):
    seat = layout[row][col]
    if seat == ".":
        return "."
    occupied = neighbours(layout, row, col).count("#")
    if seat == "L" and occupied == 0:
        return "#"
    if seat == "#" and occupied >= crowded:
        return "L"
    return seat


def settle(layout, neighbours, crowded):
    while True:
        following = [[next_seat(layout, r, c, neighbours, crowded) for c in range(len(layout[0]))]
                     for r in range(len(layout))]
        if following == layout:
            return sum(row.count("#") for row in following)
        layout = following


start = [list(line) for line in embedded().splitlines()]
print(settle(start, adjacent, 4))
print(settle(start, visible, 5))
