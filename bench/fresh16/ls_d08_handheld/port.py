"""Port of main.rkt (lambda-study-group, ThalesII's Advent of Code 2020 day 8 part 2, the
author's input as standard input): the program as an immutable hash from position to
instruction (a dict copied for each fix here); every program obtained by swapping one nop and
jmp, each run until it repeats a position or reaches the end (a set of seen positions, a
recursive run there); the accumulator of the one that ends."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


HALT = ("hlt", None)


def run(program):
    pos, acc, seen = 0, 0, set()
    while pos not in seen:
        seen.add(pos)
        op, imm = program.get(pos, HALT)
        if op == "nop":
            pos += 1
        elif op == "acc":
            pos, acc = pos + 1, acc + imm
        elif op == "jmp":
            pos += imm
        # hlt: the state stays, and the position is seen next time round
    return pos, acc


def fixes(program):
    for pos in range(len(program)):
        op, imm = program[pos]
        if op == "nop":
            yield {**program, pos: ("jmp", imm)}
        elif op == "jmp":
            yield {**program, pos: ("nop", imm)}


program = {}
for pos, line in enumerate(embedded().splitlines()):
    op, imm = line.split()
    program[pos] = (op, int(imm))
for fixed in fixes(program):
    pos, acc = run(fixed)
    if fixed.get(pos, HALT) == HALT:
        print(acc)
