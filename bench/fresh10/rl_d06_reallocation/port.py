"""Port of main.rkt (ruliana, Advent of Code 2017 day 6, with the author's input): memory banks
redistributed from the fullest one until a configuration repeats; prints how many cycles until
the repeat, and the length of the loop (configurations kept in a dict of tuples)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def distribute(bank):
    size = len(bank)
    top = max(bank)
    start = bank.index(top)
    quot, rem = divmod(top, size)
    out = []
    for index, value in enumerate(bank):
        if index <= start + rem - size:
            out.append(value + quot + 1)
        elif start < index < start + rem + 1:
            out.append(value + quot + 1)
        elif index == start:
            out.append(quot)
        else:
            out.append(value + quot)
    return tuple(out)


def reallocate(bank):
    visited = {}
    counter = 0
    while bank not in visited:
        visited[bank] = counter
        bank = distribute(bank)
        counter += 1
    return counter, counter - visited[bank]


example = reallocate((0, 2, 7, 0))
assert example == (5, 4)
line = embedded().splitlines()[0]
loop_at, cycle_at = reallocate(tuple(int(word) for word in line.split()))
print(f"Puzzle A: {loop_at}")
print(f"Puzzle B: {cycle_at}")
