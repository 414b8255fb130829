"""Port of main.rkt (jshawl, Advent of Code 2022 day 7, the author's input): a terminal session
replayed; each file's size recorded under every directory on the current path (keys joined by
"/", as there); the total of the directories under 100,000, then the smallest directory whose
deletion frees enough space."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


sizes = {}
cwd = []
for line in embedded().splitlines():
    directory = re.search(r"cd (.*)", line)
    number = re.search(r"[0-9]+", line)
    if directory:
        if directory.group(1) == "..":
            cwd.pop()
        else:
            cwd.append(directory.group(1))
    elif number:
        for i in range(len(cwd)):
            sizes.setdefault("/".join(cwd[:i + 1]), []).append(int(number.group()))

totals = [sum(v) for v in sizes.values()]
print(sum(t for t in totals if t < 100000))
unused = 70000000 - sum(sizes["/"])
required = 30000000 - unused
print(min(t for t in totals if t > required))
