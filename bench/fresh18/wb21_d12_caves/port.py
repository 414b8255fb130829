"""Port of main.rkt (whiter4bbit, Advent of Code 2021 day 12, the author's input): the
cave graph in a dict of lists; the paths from start to end counted by recursion with a
frozenset of small caves seen, then allowing one small cave twice."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def read_map(text):
    graph = {}
    for raw in text.splitlines():
        u, v = raw.split("-")
        graph.setdefault(u, []).insert(0, v)
        graph.setdefault(v, []).insert(0, u)
    return graph


def part_1(graph):
    def count_paths(seen, start):
        if start == "end":
            return 1
        if start[0].islower() and start in seen:
            return 0
        return sum(count_paths(seen | {start}, n) for n in graph.get(start, []))
    return count_paths(frozenset(), "start")


def part_2(graph):
    def count_paths(seen_once, seen_twice, start):
        if start == "end":
            return 1
        if start == "start" and start in seen_once:
            return 0
        if start[0].islower() and start in seen_once and seen_twice:
            return 0
        if start in seen_once:
            next_once, next_twice = seen_once, start
        elif start[0].islower():
            next_once, next_twice = seen_once | {start}, seen_twice
        else:
            next_once, next_twice = seen_once, seen_twice
        return sum(count_paths(next_once, next_twice, n) for n in graph.get(start, []))
    return count_paths(frozenset(), None, "start")


print(f"Part-1: {part_1(read_map(embedded()))}")
print(f"Part-2: {part_2(read_map(embedded()))}")
