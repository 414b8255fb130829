"""Port of main.rkt (xpqz, Advent of Code 2015 day 7, the author's input): a circuit of 16-bit
gates resolved by passing over the list of gates, a gate whose inputs are not all known yet moved
to the back; part 2 starts with wire b set to part 1's answer."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(line):
    tokens = [int(t) if t.isdigit() else t for t in line.split()]
    if len(tokens) == 5:
        a, op, b, _, c = tokens
        fn = {"AND": lambda x, y: x & y, "OR": lambda x, y: x | y,
              "RSHIFT": lambda x, y: x >> y, "LSHIFT": lambda x, y: x << y}[op]
        return (a, b), fn, c
    if len(tokens) == 4:
        return (tokens[1],), lambda x: ~x, tokens[3]
    return (tokens[0],), lambda x: x, tokens[2]


def resolve(gates, wires):
    gates = list(gates)
    wires = dict(wires)
    while gates:
        inputs, fn, target = gates[0]
        if all(isinstance(i, int) or i in wires for i in inputs):
            value = fn(*[i if isinstance(i, int) else wires[i] for i in inputs])
            wires.setdefault(target, value)
            gates.pop(0)
        else:
            gates.append(gates.pop(0))
    return wires


gates = [parse(line) for line in embedded().splitlines()]
p1 = resolve(gates, {})["a"]
p2 = resolve(gates, {"b": p1})["a"]
print(f"Part1: {p1}\nPart2: {p2}")
