"""Port of main.rkt (leahneukirchen, Advent of Code 2022 day 11, with the author's input): the
monkeys parsed into mutable records (a list of items, the operation as a closure, the divisor
and the two targets, an inspection count); each round every monkey inspects its items in order,
computes the new worry (divided by 3 in part 1, reduced modulo the product of all divisors in
part 2) and appends it to the target's list; prints the product of the two largest inspection
counts after 20 rounds, then, from a fresh parse, after 10,000."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Monkey:
    def __init__(self, items, operation, divisible, if_true, if_false):
        self.items = items
        self.operation = operation
        self.divisible = divisible
        self.if_true = if_true
        self.if_false = if_false
        self.inspections = 0


def parse(desc):
    lines = desc.split("\n")
    items = [int(x) for x in lines[1].split(": ")[1].split(", ")]
    op, arg = lines[2].split("old ")[1].split(" ")
    if op == "*" and arg == "old":
        operation = lambda old: old * old
    elif op == "*":
        operation = lambda old, n=int(arg): old * n
    else:
        operation = lambda old, n=int(arg): old + n
    last = lambda line: int(line.split(" ")[-1])
    return Monkey(items, operation, last(lines[3]), last(lines[4]), last(lines[5]))


def read_monkeys():
    return [parse(para) for para in embedded().split("\n\n")]


monkeys = read_monkeys()
q = 1
for m in monkeys:
    q *= m.divisible


def step(monkeys, part):
    for m in monkeys:
        for item in m.items:
            worry = m.operation(item)
            bored = worry // 3 if part == 1 else worry % q
            to = m.if_true if bored % m.divisible == 0 else m.if_false
            m.inspections += 1
            monkeys[to].items.append(bored)
        m.items = []


def business(monkeys):
    a, b = sorted((m.inspections for m in monkeys), reverse=True)[:2]
    return a * b


for _ in range(20):
    step(monkeys, 1)
print(business(monkeys))

monkeys = read_monkeys()
for _ in range(10000):
    step(monkeys, 2)
print(business(monkeys))
