"""Port of main.rkt (dougfort, Advent of Code 2021 day 13): the dots as a flat list of
booleans (width x height), each fold making a new, smaller list (row i or column i OR-ed
with its mirror image, pairing indices as the original's parallel ranges do), the result
printed as # and . with the original's blank lines."""
import re
from pathlib import Path

HERE = Path(__file__).parent
SOURCE = (HERE / "advent13-data.rkt").read_text()


def data_string(name):
    """The string literal the data module defines as NAME."""
    return re.search(r'\(define ' + name + r'\s*"(.*?)"\)', SOURCE, re.S).group(1)


def parse(text):
    dot_part, fold_part = text.strip().split("\n\n")
    dots = [[int(n) for n in line.split(",")] for line in dot_part.strip().split()]
    folds = []
    for line in fold_part.strip().split("\n"):
        axis, value = line.strip().removeprefix("fold along ").split("=")
        folds.append((axis, int(value)))
    return dots, folds


def load_dots(dots):
    w = max(x for x, _ in dots) + 1
    h = max(y for _, y in dots) + 1
    cells = [False] * (w * h)
    for x, y in dots:
        cells[y * w + x] = True
    return w, h, cells


def fold_up(w, h, cells, y):
    new_h = h // 2
    folded = [False] * (w * new_h)
    for i, j in zip(range(y), range(h - 1, y, -1)):
        for x in range(w):
            folded[i * w + x] = cells[i * w + x] or cells[j * w + x]
    return w, new_h, folded


def fold_left(w, h, cells, x):
    new_w = w // 2
    folded = [False] * (new_w * h)
    for row in range(h):
        for i, j in zip(range(x), range(w - 1, x, -1)):
            folded[row * new_w + i] = cells[row * w + i] or cells[row * w + j]
    return new_w, h, folded


def fold_all(folds, sheet):
    for axis, value in folds:
        sheet = fold_up(*sheet, value) if axis == "y" else fold_left(*sheet, value)
    return sheet


def show(w, h, cells):
    out = ["\n"]
    for i, cell in enumerate(cells):
        if i % w == 0:
            out.append("\n")
        out.append("#" if cell else ".")
    out.append("\n")
    print("".join(out), end="")


for name in ("raw-test-data", "raw-data"):
    dots, folds = parse(data_string(name))
    show(*fold_all(folds, load_dots(dots)))
