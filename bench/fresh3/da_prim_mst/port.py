"""Port of main.rkt (4DA, Prim's minimum spanning tree): 500 nodes and their edges; each step
scans every edge of every visited node for the cheapest one that leaves the visited set (the
original puts them in a heap), adds it; prints the tree's total weight."""
from pathlib import Path

TEXT = (Path(__file__).parent / "input.rkt").read_text()


def read_graph():
    numbers = [int(x) for x in TEXT[TEXT.index('(define input-text "') + 20:TEXT.rindex('")')].split()]
    nodes_count, edges_count = numbers[0], numbers[1]
    adjacent = [[] for _ in range(nodes_count + 1)]
    for k in range(edges_count):
        a, b, w = numbers[2 + 3 * k:5 + 3 * k]
        edge = (w, a, b)
        adjacent[b].append(edge)
        adjacent[a].append(edge)
    return nodes_count, adjacent


def prim(nodes_count, adjacent):
    visited = {1}
    tree = {}
    for _ in range(nodes_count - 1):
        best = None
        for node in visited:
            for edge in adjacent[node]:
                w, a, b = edge
                if frozenset((a, b)) in tree or (a in visited) == (b in visited):
                    continue
                if best is None or w < best[0]:
                    best = edge
        if best is None:
            best = (0, 0, 0)
        w, a, b = best
        tree[frozenset((a, b))] = w
        visited.add(a if b in visited else b)
    return sum(tree.values())


print(prim(*read_graph()))
