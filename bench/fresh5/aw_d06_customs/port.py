"""Port of main.rkt (austinwk, Advent of Code 2020 day 6): groups of answer lines separated by
blank lines; part 1 sums the number of questions anyone in a group answered (distinct
letters), part 2 the number everyone answered (the intersection of the members' sets)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


groups = [group.split() for group in embedded().split("\n\n")]

print(sum(len(set("".join(group))) for group in groups))
print(sum(len(set.intersection(*(set(person) for person in group))) for group in groups))
