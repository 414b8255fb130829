"""Port of main.rkt (johnstonskj, Advent of Code 2020 day 11, the author's input's first 55
lines): a seat map as a list of strings, passes of the seating rules (adjacent neighbours, then
the first seat visible in each direction) until nothing changes; prints each count of occupied
seats checked against the expected value, as aoc.rkt's `answer` does."""
from itertools import product
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def answer(day, part, value, expected):
    if value != expected:
        raise AssertionError(f"value does '{value}' not equal expected '{expected}'")
    print(f"Day {day}, part {part}: {value} is correct.")


def valid(seats, row, col):
    return 0 <= row < len(seats) and 0 <= col < len(seats[0])


def occupied_neighbours(seats, row, col):
    return sum(1 for r, c in product(range(row - 1, row + 2), range(col - 1, col + 2))
               if (r, c) != (row, col) and valid(seats, r, c) and seats[r][c] == "#")


DIRECTIONS = [(-1, 0), (1, 0), (-1, -1), (-1, 1), (1, -1), (1, 1), (0, -1), (0, 1)]


def occupied_visible(seats, row, col):
    total = 0
    for dr, dc in DIRECTIONS:
        r, c = row + dr, col + dc
        while valid(seats, r, c):
            if seats[r][c] == "L":
                break
            if seats[r][c] == "#":
                total += 1
                break
            r, c = r + dr, c + dc
    return total


def seating_pass(seats, counter, limit):
    new = []
    for row in range(len(seats)):
        chars = []
        for col in range(len(seats[0])):
            seat = seats[row][col]
            if seat == "L" and counter(seats, row, col) == 0:
                seat = "#"
            elif seat == "#" and counter(seats, row, col) >= limit:
                seat = "L"
            chars.append(seat)
        new.append("".join(chars))
    return new


def find_stable_seating(seats, counter, limit):
    while True:
        following = seating_pass(seats, counter, limit)
        if following == seats:
            return sum(row.count("#") for row in following)
        seats = following


seat_map = embedded().splitlines()
answer(11, 1, find_stable_seating(seat_map, occupied_neighbours, 4), 1371)
answer(11, 2, find_stable_seating(seat_map, occupied_visible, 5), 1264)
