"""Port of main.rkt (pnyman, Advent of Code 2020 day 8): run the boot code until an
instruction repeats (part 1: the accumulator then); part 2 flips the jmp/nop instructions one
at a time, from the first on, and reruns the whole program until it runs off the end."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")  # keeping any \r
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def run(program):
    """(terminated, accumulator)."""
    index, acc, visited = 0, 0, set()
    while True:
        if index > len(program) - 1:
            return True, acc
        if index in visited:
            return False, acc
        visited.add(index)
        operation, argument = program[index].split()
        if operation == "acc":
            acc += int(argument)
            index += 1
        elif operation == "jmp":
            index += int(argument)
        else:
            index += 1


def repair(program):
    start = 0
    while True:
        clone = list(program)
        i = start
        while True:
            operation, argument = program[i].split()
            if operation in ("jmp", "nop"):
                clone[i] = ("nop" if operation == "jmp" else "jmp") + " " + argument
                start = i + 1
                break
            i += 1
        terminated, acc = run(clone)
        if terminated:
            return acc


data = [line for line in embedded().split("\n") if line]
print(run(data)[1])
print(repair(data))
