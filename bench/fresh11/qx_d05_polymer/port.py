"""Port of main.rkt (quexxon, Advent of Code 2018 day 5 part 2, with the author's input): the
polymer reduced by a stack of units once per letter skipped; prints the shortest length."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def invert_polarity(c):
    return c.upper() if c.islower() else c.lower()


def reduce_polymer(polymer, skip=None):
    stack = []
    for c in polymer:
        if skip is not None and c.lower() == skip:
            continue
        if not stack:
            stack.append(c)
        elif c == invert_polarity(stack[-1]):
            stack.pop()
        elif not c.isspace():
            stack.append(c)
    return "".join(stack)


polymer = embedded()
lengths = [len(reduce_polymer(polymer, chr(c))) for c in range(ord("a"), ord("z") + 1)]
print(sorted(lengths)[0])
