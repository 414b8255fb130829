"""Port of main.rkt (bakgatviooldoos, Advent of Code 2021 day 12, the author's input): the
caves' adjacency in a dict of lists; all paths from start grown one cave a round, breadth first
(each path a list, newest cave first), a path that reached "end" kept as it is, until no path
grows; a second small-cave visit marked by a "twice" entry in the path, removed on reaching
"end". Counted for two rules of which caves may come next."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


TWICE = object()  # the symbol 'twice of the original

adjacent = {}
for line in embedded().splitlines():
    a, b = line.split("-")
    adjacent.setdefault(a, [])
    adjacent[a] = [b] + adjacent[a]
    adjacent.setdefault(b, [])
    adjacent[b] = [a] + adjacent[b]


def downcase(s):
    return s == s.lower()


def find_paths(valid):
    paths = [[cave, "start"] for cave in adjacent["start"]]
    while True:
        extended = 0
        new_paths = []
        for path in paths:
            if path[0] == "end":
                new_paths.append(path)
                continue
            extended += 1
            for nxt in adjacent[path[0]]:
                if not valid(nxt, path):
                    continue
                if downcase(nxt) and nxt in path:
                    new_paths.append([nxt, TWICE, *path])
                elif nxt == "end":
                    new_paths.append([nxt, *[c for c in path if c is not TWICE]])
                else:
                    new_paths.append([nxt, *path])
        if extended == 0:
            return paths
        paths = new_paths


def rule1(nxt, path):
    return not (downcase(nxt) and nxt in path)


def rule2(nxt, path):
    return rule1(nxt, path) or (nxt not in ("start", "end") and nxt in path and TWICE not in path)


print("number of paths that visit each small cave at most once:")
print(len(find_paths(rule1)))
print()
print("number of paths that visit at most one small cave twice,")
print('except "start" and "end", and every other small cave at most once:')
print(len(find_paths(rule2)))
