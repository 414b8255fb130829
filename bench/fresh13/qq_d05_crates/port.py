"""Port of main.rkt (quackquackhonk, Advent of Code 2022 day 5, the author's input): stacks of
crates parsed from a drawing by a regular expression, moves applied by slicing, the top crates
printed as Racket writes a string. The input has CRLF line ends (`in-lines` splits at any of
CR, LF and CRLF, as `str.splitlines` does)."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def split_input(lines):
    stack_in, move_in, moves = [], [], False
    for line in lines:
        if len(line) == 0:
            moves = True
        elif moves:
            move_in.append(line)
        else:
            stack_in.insert(0, line)
    return stack_in, move_in


CRATE = re.compile(r"    |.[A-Z].|   ")
HAS_CRATE = re.compile(r".[A-Z].")


def make_stacks(stack_in):
    stacks = [[] for _ in stack_in[0].split()]
    for row in stack_in[1:]:
        crates = CRATE.findall(row)
        stacks = [[crate[1]] + stack if HAS_CRATE.search(crate) else stack
                  for stack, crate in zip(stacks, crates)]
    return stacks


def make_move(line):
    words = line.split()
    if len(words) == 6 and words[0] == "move" and words[2] == "from" and words[4] == "to":
        return int(words[1]), int(words[3]) - 1, int(words[5]) - 1
    return 0, 0, 0


def play(stacks, move):
    n, f, t = move
    stacks = list(stacks)
    top, stacks[f] = stacks[f][:n], stacks[f][n:]
    stacks[t] = top + stacks[t]
    return stacks


lines = embedded().splitlines()
stack_in, move_in = split_input(lines)
stacks = make_stacks(stack_in)
for move in map(make_move, move_in):
    stacks = play(stacks, move)
print('"' + "".join(s[0] for s in stacks) + '"')
