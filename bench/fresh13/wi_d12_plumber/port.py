"""Port of main.rkt (winny, Advent of Code 2017 day 12, the author's input, read from standard
input): a dict of each program's neighbours as frozensets; the programs connected to 0 found by
a worklist of sets (union, difference), then the set of every program's group."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def read_relation(line):
    node, _, *edges = line.split()
    return int(node), frozenset(int(s.replace(",", "")) for s in edges)


relations = dict(read_relation(line) for line in embedded().splitlines())


def find_connected(node):
    visited = frozenset()
    pending = relations[node]
    while pending:
        a = next(iter(pending))
        visited = visited | {a}
        pending = ((pending - {a}) | relations[a]) - visited
    return visited


print(f"Part 1: {len(find_connected(0))}")
print(f"Part 2: {len({find_connected(k) for k in relations})}")
