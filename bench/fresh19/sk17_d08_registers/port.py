"""Port of main.rkt (seldomskye, Advent of Code 2017 day 8, on the puzzle's example and then
on the author's 1,000 instructions (the call ours, SOURCES.md)): each instruction parsed into
closures for its operation and its condition, run over a dict of registers; the highest value
any register held."""
import operator
import re
from pathlib import Path

HERE = Path(__file__).parent

COMPARE = {"<": operator.lt, ">": operator.gt, "==": operator.eq, ">=": operator.ge,
           "<=": operator.le, "!=": operator.ne}
OPERATE = {"inc": operator.add, "dec": operator.sub}


def embedded(name):
    text = (HERE / "main.rkt").read_text(encoding="utf-8")
    return re.search(r'\(define ' + name + r' "([^"]*)"\)', text).group(1)


def parse_line(words):
    reg, op, amount, _, cond_reg, cmp, value = words
    amount, value = int(amount), int(value)
    return (reg, lambda v, f=OPERATE[op]: f(v, amount),
            cond_reg, lambda v, f=COMPARE[cmp]: f(v, value))


def highest(text):
    regs = {}
    best = 0
    for reg, op, cond_reg, cond in (parse_line(line.split(" ")) for line in text.split("\n")):
        if cond(regs.get(cond_reg, 0)):
            value = op(regs.get(reg, 0))
            best = max(best, value)
            regs[reg] = value
    return best


print(highest(embedded("example-input")))
print(highest(embedded("real-input")))
