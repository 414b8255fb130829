"""Port of main.rkt (quexxon, Advent of Code 2018 day 6 part 1, with the author's input): every
cell of the points' bounding box assigned to its nearest point (distances grouped in a dict),
ties and points on the border left out; prints the largest area."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse_points(text):
    points = []
    for line in text.splitlines():
        match = re.search(r"([1-9]\d*), ([1-9]\d*)", line)
        if match is None:
            raise ValueError("Invalid input format!")
        points.append((int(match[1]), int(match[2])))
    return points


def closest_points(cell, points):
    by_distance = {}
    for index, (px, py) in enumerate(points):
        distance = abs(cell[0] - px) + abs(cell[1] - py)
        by_distance.setdefault(distance, []).append(index)
    return by_distance[min(by_distance)]


points = parse_points(embedded())
min_x = min(x for x, _ in points)
max_x = max(x for x, _ in points)
min_y = min(y for _, y in points)
max_y = max(y for _, y in points)


def inner(index):
    x, y = points[index]
    return not (x == min_x or x == max_x or y == min_y or y == max_y)


areas = {}
for x in range(min_x, max_x + 1):
    for y in range(min_y, max_y + 1):
        closest = closest_points((x, y), points)
        closest_inner = [index for index in closest if inner(index)]
        if len(closest) > 1 or not closest_inner:
            continue
        areas[closest_inner[0]] = areas.get(closest_inner[0], 0) + 1
print(max(areas.values()))
