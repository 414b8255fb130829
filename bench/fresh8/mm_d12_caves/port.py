"""Port of main.rkt (mattmeyers, Advent of Code 2021 day 12 part 2, with the author's
common.rkt and inputs): the caves as an adjacency dict (no edge back into "start", none out of
"end"); the paths counted by recursion, each call with its own copy of the visit counts of the
small caves, a small cave entered again only while no small cave has been visited twice; for
the three example inputs, then the author's input."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded(name):
    """The input file the module `name` embeds (between its here-string's delimiters)."""
    text = (HERE / name).read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def adjacency(text):
    edges = {}
    for line in text.splitlines():
        a, b = line.split("-")
        for x, y in ((a, b), (b, a)):
            if y != "start" and x != "end":
                edges.setdefault(x, []).append(y)
    return edges


def small_cave(s):
    return all(c.islower() for c in s)


def routes(edges, visited, curr):
    if small_cave(curr):
        visited = dict(visited)
        visited[curr] = visited.get(curr, 0) + 1
    if curr == "end":
        return 1
    can_visit_again = len(visited) == sum(visited.values())
    return sum(routes(edges, visited, n) for n in edges[curr]
               if visited.get(n, 0) == 0 or (visited[n] == 1 and can_visit_again))


def part2(text):
    return routes(adjacency(text), {}, "start")


for i in (1, 2, 3):
    print(f"Test Input {i}: {part2(embedded(f'test-input-{i}.rkt'))}")
print(f"Full Input: {part2(embedded('input.rkt'))}")
