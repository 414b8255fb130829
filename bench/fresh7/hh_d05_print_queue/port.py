"""Port of main.rkt (HalflingHelper, Advent of Code 2024 day 5): the ordering rules as a set of
pairs; an update is in order when no later page must come before an earlier one (checked for
every pair, as the original's recursion does); part 1 sums the middle pages of the ordered
updates, part 2 re-orders the others by the same insertion (each page inserted before the first
page it may precede) and sums their middle pages."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def is_before(rules, a, b):
    return (b, a) not in rules


def valid_order(rules, update):
    return all(is_before(rules, update[i], b) for i in range(len(update)) for b in update[i + 1:])


def fix(rules, update):
    result = []
    for e in update:
        for i, x in enumerate(result):
            if is_before(rules, e, x):
                result.insert(i, e)
                break
        else:
            result.append(e)
    return result


lines = embedded().splitlines()
split = next(i for i, s in enumerate(lines) if "|" not in s)
rules = {tuple(int(x) for x in s.split("|")) for s in lines[:split]}
updates = [[int(x) for x in s.split(",")] for s in lines[split + 1:]]
print(sum(u[len(u) // 2] for u in updates if valid_order(rules, u)))
print(sum(f[len(f) // 2] for f in (fix(rules, u) for u in updates if not valid_order(rules, u))))
