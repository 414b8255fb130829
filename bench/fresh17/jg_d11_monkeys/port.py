"""Port of main.rkt (jgrosso, Advent of Code 2022 day 11 part 2, the author's input): eight
monkeys parsed from their notes; 10,000 rounds in which each monkey inspects its items in turn
(worry levels modulo the product of the divisors) and throws each to another; the product of
the two largest counts of inspections."""
import operator
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]



@dataclass
class Monkey:
    operation: object
    operand: object
    divisor: int
    if_true: int
    if_false: int
    items: list = field(default_factory=list)
    inspections: int = 0


def parse_monkey(text):
    lines = [line.split() for line in text.split("\n")]
    items = [int(item.strip(",")) for item in lines[1][2:]]
    operation = {"+": operator.add, "*": operator.mul}[lines[2][4]]
    operand = lines[2][5]
    return Monkey(operation, "old" if operand == "old" else int(operand),
                  int(lines[3][3]), int(lines[4][5]), int(lines[5][5]), items)


monkeys = [parse_monkey(text) for text in embedded().split("\n\n")]
divisor_product = 1
for monkey in monkeys:
    divisor_product *= monkey.divisor

for _ in range(10000):
    for monkey in monkeys:
        for item in monkey.items:
            operand = item if monkey.operand == "old" else monkey.operand
            item = monkey.operation(item, operand) % divisor_product
            target = monkey.if_true if item % monkey.divisor == 0 else monkey.if_false
            monkeys[target].items.append(item)
            monkey.inspections += 1
        monkey.items = []

first, second = sorted((m.inspections for m in monkeys), reverse=True)[:2]
print(first * second)
