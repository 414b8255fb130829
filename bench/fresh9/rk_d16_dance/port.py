"""Port of main.rkt (rkallos, Advent of Code 2017 day 16, with the author's input and a driver
that prints both parts): the dance moves parsed by regular expressions into tuples; a dance
folds the moves over a list of the 16 programs (spin makes a new list from the two parts,
exchange and partner swap in place, partner finding the positions by search); part 2 finds the
period of the dance by a dict of the line-ups seen, then dances a billion modulo the period
times from the start. Prints both line-ups as Racket prints strings."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(move):
    if m := re.search(r"s([0-9]+)", move):
        return ("s", int(m.group(1)))
    if m := re.search(r"x([0-9]+)/([0-9]+)", move):
        return ("x", int(m.group(1)), int(m.group(2)))
    m = re.search(r"p([a-p])/([a-p])", move)
    return ("p", m.group(1), m.group(2))


def exchange(dancers, a, b):
    dancers[a], dancers[b] = dancers[b], dancers[a]
    return dancers


def do(move, dancers):
    if move[0] == "s":
        cut = len(dancers) - move[1]
        return dancers[cut:] + dancers[:cut]
    if move[0] == "x":
        return exchange(dancers, move[1], move[2])
    return exchange(dancers, dancers.index(move[1]), dancers.index(move[2]))


def solve(moves, dancers):
    ds = list(dancers)
    for move in moves:
        ds = do(move, ds)
    return "".join(ds)


def find_period(moves, ds):
    seen = {}
    n = 0
    while True:
        ds = solve(moves, ds)
        if ds in seen:
            return n
        seen[ds] = n
        n += 1


moves = [parse(s) for s in embedded().split(",")]
start = "abcdefghijklmnop"
print(f'"{solve(moves, start)}"')

period = find_period(moves, start)
ds = start
for _ in range(1000000000 % period):
    ds = solve(moves, ds)
print(f'"{ds}"')
