"""Port of main.rkt (patrickschaffrath, Advent of Code 2019 day 2, the author's program embedded
in the file): an Intcode program of additions and multiplications run with noun 12 and verb 2,
then every noun and verb in 0..100 tried until the output is 19690720; the program's memory is
a new list per step, as the original's `list-set`. Prints both answers."""
import itertools
import re
from pathlib import Path

HERE = Path(__file__).parent
SOURCE = (HERE / "main.rkt").read_text()
PROGRAM = tuple(int(x) for x in re.search(r"\(define input '\(([^)]*)\)\)", SOURCE)[1].split())


def run(code):
    pos = 0
    while code[pos] != 99:
        op, a, b, dest = code[pos:pos + 4]
        if op in (1, 2):
            value = code[a] + code[b] if op == 1 else code[a] * code[b]
            code = code[:dest] + (value,) + code[dest + 1:]
        pos += 4
    return code


def try_combination(noun, verb):
    code = PROGRAM[:1] + (noun, verb) + PROGRAM[3:]
    return run(code)[0]


print(try_combination(12, 2))
noun, verb = next((i, j) for i, j in itertools.product(range(101), range(101))
                  if try_combination(i, j) == 19690720)
print(100 * noun + verb)
