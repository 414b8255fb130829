"""Port of main.rkt (austinwk, Advent of Code 2020 day 8): run the boot code until an
instruction would run twice (part 1); then, for each jmp or nop in turn, a copy of the
program with that one instruction swapped, run until it ends (part 2's answer) or loops."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def get_instructions():
    return [(line[:3], int(line[4:])) for line in embedded().splitlines()]


def execute(program):
    """(True, acc) if the program runs off its end, (False, acc) when it would loop."""
    executed = set()
    i, acc = 0, 0
    while i != len(program):
        if i in executed:
            return False, acc
        executed.add(i)
        op, arg = program[i]
        if op == "acc":
            acc += arg
            i += 1
        elif op == "jmp":
            i += arg
        else:
            i += 1
    return True, acc


def repair_and_execute(program):
    for i, (op, arg) in enumerate(program):
        if op in ("jmp", "nop"):
            copy = list(program)
            copy[i] = ("nop" if op == "jmp" else "jmp", arg)
            ended, acc = execute(copy)
            if ended:
                return acc
    return None


print(execute(get_instructions())[1])
print(repair_and_execute(get_instructions()))
