"""Port of main.rkt (parry84, Advent of Code 2021 day 12 part 2, the author's input): the paths
from start to end through a cave graph visiting small caves once, one of them twice, counted by
a recursion that carries a frozenset of the small caves visited."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


edges = {}
for line in embedded().splitlines():
    a, b = line.split("-")
    edges.setdefault(a, []).append(b)
    edges.setdefault(b, []).append(a)


def small(v):
    return v.lower() == v


def visit(v, visited, second_time):
    if v == "end":
        return 1
    total = 0
    for w in edges[v]:
        if w == "start" or (w in visited and second_time):
            continue
        seen = visited | {w} if small(w) else visited
        total += visit(w, seen, True if w in visited else second_time)
    return total


print(visit("start", frozenset(["start"]), False))
