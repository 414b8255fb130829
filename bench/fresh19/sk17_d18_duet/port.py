"""Port of main.rkt (seldomskye, Advent of Code 2017 day 18 part 2, the author's program): two
copies of a register machine (registers in dicts) run in turn, each until it waits on an empty
queue; then the values one has sent go to the other's queue; how many values program 1 sent."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded(name):
    text = (HERE / "main.rkt").read_text(encoding="utf-8")
    return re.search(r'\(define ' + name + r' "([^"]*)"\)', text).group(1)


def value(regs, x):
    try:
        return int(x)
    except ValueError:
        return regs.get(x, 0)


class Program:
    def __init__(self, pid):
        self.index = 0
        self.regs = {"p": 1} if pid else {}
        self.receive = []
        self.send = []

    def run(self, instrs):
        """Run until waiting on an empty queue."""
        regs = self.regs
        while True:
            op, *args = instrs[self.index]
            if op == "set":
                regs[args[0]] = value(regs, args[1])
            elif op == "add":
                regs[args[0]] = regs.get(args[0], 0) + value(regs, args[1])
            elif op == "mul":
                regs[args[0]] = regs.get(args[0], 0) * value(regs, args[1])
            elif op == "mod":
                regs[args[0]] = regs.get(args[0], 0) % value(regs, args[1])
            elif op == "rcv":
                if not self.receive:
                    return
                regs[args[0]] = self.receive.pop(0)
            elif op == "snd":
                self.send.append(value(regs, args[0]))
            elif op == "jgz":
                if value(regs, args[0]) > 0:
                    self.index += value(regs, args[1])
                    continue
            self.index += 1


def duet(text):
    instrs = [line.split(" ") for line in text.split("\n")]
    p0, p1 = Program(0), Program(1)
    ones = 0
    p0.run(instrs)
    p1.run(instrs)
    while True:
        if p0.send:
            p1.receive, p0.send = p0.send, []
            p1.run(instrs)
        elif p1.send:
            ones += len(p1.send)
            p0.receive, p1.send = p1.send, []
            p0.run(instrs)
        else:
            return ones


print(duet(embedded("given-input")))
