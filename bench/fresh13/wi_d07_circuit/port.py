"""Port of main.rkt (winny, Advent of Code 2015 day 7, the author's input, read from standard
input): a circuit of gates, each parsed by a pattern into a tuple, executed by taking the first
gate whose inputs are known and moving the others to the back of the list (a new list each
time); prints wire a."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


OPERATIONS = {
    "assign": lambda n: n,
    "not": lambda n: 2 ** 16 - 1 - n,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "lshift": lambda n, m: n << m,
    "rshift": lambda n, m: n >> m,
}


def to_gate(line):
    tokens = [int(t) if t.isdigit() else t for t in line.split(" ") if t != "->"]
    if len(tokens) == 2:
        return ("assign", [tokens[0]], tokens[1])
    if len(tokens) == 3 and tokens[0] == "NOT":
        return ("not", [tokens[1]], tokens[2])
    if len(tokens) == 4 and tokens[1] in ("AND", "OR", "LSHIFT", "RSHIFT"):
        return (tokens[1].lower(), [tokens[0], tokens[2]], tokens[3])
    return None


def execute(circuit):
    state = {}
    while circuit:
        op, args, dest = circuit[0]
        if all(isinstance(a, int) or a in state for a in args):
            state[dest] = OPERATIONS[op](*[a if isinstance(a, int) else state[a] for a in args])
            circuit = circuit[1:]
        else:
            circuit = circuit[1:] + circuit[:1]
    return state


print(execute([to_gate(line) for line in embedded().splitlines()])["a"])
