"""Port of main.rkt (ruliana, Advent of Code 2017 day 7, with the author's input): a tower of
programs parsed by regular expressions into objects, the children's names replaced by the
objects; the bottom is the one nobody holds; the unbalanced program is found by grouping
children by total weight, going down into the odd one out; prints the bottom's name and the
weight the unbalanced program should have."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Program:
    def __init__(self, name, weight, children):
        self.name = name
        self.weight = weight
        self.children = children


def shoulder(prog):
    return prog.weight + sum(shoulder(c) for c in prog.children)


def index_to_tower(tower_index):
    index = dict(tower_index)
    for current in tower_index.values():
        names = current.children
        current.children = [tower_index[n] for n in names]
        for n in names:
            del index[n]
    return next(iter(index.values()))


def group_by(key, items):
    groups = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return list(groups.values())


def find_unbalanced(root, siblings=()):
    groups = group_by(shoulder, root.children)
    different = [g for g in groups if len(g) == 1]
    same = [g for g in groups if len(g) != 1]
    if not different:
        return root, siblings
    return find_unbalanced(different[0][0], [p for g in same for p in g])


def rebalance(root):
    unbalanced, siblings = find_unbalanced(root)
    balanced = siblings[0]
    return unbalanced.weight + (shoulder(balanced) - shoulder(unbalanced))


LEAF = re.compile(r"^(\w+) \((\d+)\)$")
NODE = re.compile(r"^(\w+) \((\d+)\) -> (.*)$")


def parse(line):
    m = LEAF.match(line)
    if m:
        return Program(m.group(1), int(m.group(2)), [])
    m = NODE.match(line)
    return Program(m.group(1), int(m.group(2)), re.split(r",\s*", m.group(3)))


index = {}
for line in embedded().splitlines():
    prog = parse(line)
    index[prog.name] = prog
tower = index_to_tower(index)
print(f"Puzzle A: {tower.name}")
print(f"Puzzle B: {rebalance(tower)}")
