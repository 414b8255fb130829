"""Port of main.rkt (RW21, Advent of Code 2020 day 8, the author's input): a program of nop/jmp/acc
instructions (tuples in a list) run until an instruction repeats (a set of visited positions);
part 2 flips each jmp or nop in turn, on a copy, until the program runs off its end."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


instructions = [(op, int(arg)) for op, arg in (line.split() for line in embedded().splitlines())]


def run(program):
    """('terminated', acc) when the program runs off its end, else the acc when it loops."""
    position, acc, seen = 0, 0, set()
    while True:
        if position == len(program):
            return ("terminated", acc)
        if position in seen:
            return acc
        seen.add(position)
        op, arg = program[position]
        if op == "jmp":
            position += arg
        else:
            if op == "acc":
                acc += arg
            position += 1


print(run(instructions))


def part_b():
    for i, (op, arg) in enumerate(instructions):
        if op in ("jmp", "nop"):
            changed = list(instructions)
            changed[i] = ("nop" if op == "jmp" else "jmp", arg)
            result = run(changed)
            if isinstance(result, tuple):
                return result[1]
    return False


print(part_b())
