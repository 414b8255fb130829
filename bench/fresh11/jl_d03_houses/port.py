"""Port of main.rkt (jlavelle, Advent of Code 2015 day 3, with the author's input and our driver):
Santa (then Santa and a robot, taking turns) moved by ^v<> over a grid, the houses visited
counted in a dict of positions; prints both counts."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


MOVES = {">": (1, 0), "<": (-1, 0), "^": (0, 1), "v": (0, -1)}


def step(location, direction):
    dx, dy = MOVES.get(direction, (0, 0))
    return location[0] + dx, location[1] + dy


def santas_route(route, santas=1):
    locations = [(0, 0)] * santas
    visited = {(0, 0): santas}
    for i, direction in enumerate(route):
        current = i % santas
        locations[current] = step(locations[current], direction)
        visited[locations[current]] = visited.get(locations[current], 0) + 1
    return locations, visited


route = list(embedded())
print(len(santas_route(route)[1]))
print(len(santas_route(route, 2)[1]))
