"""Port of main.rkt (quexxon, Advent of Code 2018 day 3 part 2, with the author's input): 1,359
rectangular claims on a fabric recorded cell by cell in two sets of cell numbers (visited and
overlapping); prints the id of the one claim that overlaps no other."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


CLAIM = re.compile(r"#(\d+) @ (\d+),(\d+): (\d+)x(\d+)")


def parse_claim(line):
    match = CLAIM.search(line)
    if match is None:
        raise ValueError("Invalid format")
    return tuple(int(group) for group in match.groups())


def cells(claim):
    _, x, y, width, height = claim
    for cx in range(x + 1, x + 1 + width):
        for cy in range(y + 1, y + 1 + height):
            yield cx * 1024 + cy


claims = [parse_claim(line) for line in embedded().splitlines()]
visited, overlap = set(), set()
for claim in claims:
    for point in cells(claim):
        if point in visited:
            overlap.add(point)
        else:
            visited.add(point)
answer = None
for claim in claims:
    answer = claim[0]
    if not any(point in overlap for point in cells(claim)):
        break
print(answer)
