"""Port of main.rkt (seldomskye, Advent of Code 2017 day 7, on the puzzle's example and then
on the author's 1,944 programs (the call ours, SOURCES.md)): the tower's bottom program
(the one nobody holds), then the unbalanced disc found by walking down from it, printing each
level's nested weights as Racket's `print` does."""
import re
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).parent


class Prog(NamedTuple):
    id: str
    disc: int
    children: list


def racket_string(name):
    """The strings of this input are plain words: Racket writes them in double quotes."""
    return f'"{name}"'


def show_prog(p):
    children = "'(" + " ".join(racket_string(c) for c in p.children) + ")"
    return f"(prog {racket_string(p.id)} {p.disc} {children})"


def show_tree(tree):
    """A list of numbers and lists, inside a quoted list."""
    if isinstance(tree, list):
        return "(" + " ".join(show_tree(t) for t in tree) + ")"
    return str(tree)


def embedded(name):
    text = (HERE / "main.rkt").read_text(encoding="utf-8")
    return re.search(r'\(define ' + name + r' "([^"]*)"\)', text).group(1)


def parse_line(line):
    words = line.split()
    weight = int(words[1].strip("()"))
    return Prog(words[0], weight, [w.strip(",") for w in words[3:]])


def bottoms(text):
    progs = [parse_line(line) for line in text.split("\n")]
    held = {c for p in progs for c in p.children}
    return [p for p in progs if p.id not in held]


def node_weight(name, graph):
    p = graph[name]
    if not p.children:
        return [p.disc]
    return [p.disc] + [node_weight(c, graph) for c in p.children]


def flatten(tree):
    if isinstance(tree, list):
        return [x for t in tree for x in flatten(t)]
    return [tree]


def check_weights(weights):
    if len(weights) <= 1:
        return None
    sums = [sum(flatten(t)) for t in weights[1:]]
    print("'" + show_tree(sums), end="")
    if all(s == sums[0] for s in sums):
        return None
    low = min(sums)
    if sums.count(low) == 1:
        return sums.index(low)
    return sums.index(max(sums))


def unbalanced(text):
    progs = [parse_line(line) for line in text.split("\n")]
    held = {c for p in progs for c in p.children}
    graph = {p.id: p for p in progs}
    base = next(p for p in progs if p.id not in held)
    while True:
        weights = node_weight(base.id, graph)
        bad = check_weights(weights)
        print(show_prog(base), end="")
        print("'" + show_tree(weights))
        print('""')
        if bad is None:
            return base
        base = graph[base.children[bad]]


for name in ("example-input", "puzz-input"):
    text = embedded(name)
    print("(list " + " ".join(show_prog(p) for p in bottoms(text)) + ")")
    print(show_prog(unbalanced(text)))
