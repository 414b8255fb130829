"""Port of main.rkt (aabulhaj, Project Euler 22): the names file sorted, each name's
alphabetical value times its position, summed (the name at each position looked up by
index, as the original's list-ref)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


names = sorted(name.strip('"') for name in embedded().split(","))


def name_score(name):
    return sum(ord(c) - 64 for c in name)


print(sum((i + 1) * name_score(names[i]) for i in range(len(names))))
