"""Port of main.rkt (rkallos, Advent of Code 2017 day 18, with the author's input and a driver
that prints both parts): the instructions parsed into tuples (a register letter or a number);
a program is a mutable record (instruction pointer, registers in a dict, a mailbox deque, its
partner, waiting flag, send count). Part 1 plays sounds until the first `rcv` of a non-zero
register once a sound was played and prints the last sound; part 2 runs two programs in turns,
each until it ends or waits on an empty mailbox, until both are stuck, and prints how many
values the second one sent."""
from collections import deque
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse_reg(r):
    try:
        return int(r)
    except ValueError:
        return r[0]


def parse_line(line):
    inst, *args = line.split()
    return (inst, *map(parse_reg, args))


class Prog:
    def __init__(self, instructions):
        self.ip = 0
        self.instructions = instructions
        self.registers = {}
        self.mailbox = deque()
        self.partner = None
        self.waiting = False
        self.sends = 0
        self.sounds = []

    def get(self, r):
        return self.registers.get(r, 0) if isinstance(r, str) else r

    def done(self):
        return self.ip < 0 or self.ip >= len(self.instructions)


def eval_instruction(p, part1):
    inst = p.instructions[p.ip]
    op, x = inst[0], inst[1]
    if op == "snd":
        if part1:
            p.sounds.append(p.get(x))
        else:
            partner = p.partner
            partner.mailbox.append(p.get(x))
            p.sends += 1
            partner.waiting = False
        p.ip += 1
    elif op == "set":
        p.registers[x] = p.get(inst[2])
        p.ip += 1
    elif op == "add":
        p.registers[x] = p.get(x) + p.get(inst[2])
        p.ip += 1
    elif op == "mul":
        p.registers[x] = p.get(x) * p.get(inst[2])
        p.ip += 1
    elif op == "mod":
        a, b = p.get(x), p.get(inst[2])
        p.registers[x] = abs(a) % abs(b) * (1 if a >= 0 else -1)
        p.ip += 1
    elif op == "rcv":
        if part1:
            if x != 0:
                p.registers[x] = p.sounds[-1]
                p.ip += 1
        else:
            if p.mailbox:
                p.registers[x] = p.mailbox.popleft()
            else:
                p.waiting = True
            if not p.waiting:
                p.ip += 1
    elif op == "jgz":
        p.ip += p.get(inst[2]) if p.get(x) > 0 else 1


def part1(instructions):
    p = Prog(instructions)
    while True:
        inst = p.instructions[p.ip]
        if inst[0] == "rcv" and inst[1] != 0 and p.sounds:
            return p.sounds[-1]
        eval_instruction(p, True)


def stuck(p):
    return p.done() or p.waiting


def part2(instructions):
    p1, p2 = Prog(instructions), Prog(instructions)
    p1.partner, p2.partner = p2, p1
    p1.registers["p"] = 0
    p2.registers["p"] = 1
    while True:
        while not stuck(p1):
            eval_instruction(p1, False)
        while not stuck(p2):
            eval_instruction(p2, False)
        if stuck(p1) and stuck(p2):
            return p2.sends


instructions = [parse_line(line) for line in embedded().splitlines()]
print(part1(instructions))
print(part2(instructions))
