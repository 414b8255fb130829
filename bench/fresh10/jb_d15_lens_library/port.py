"""Port of main.rkt (jbromley, Advent of Code 2023 day 15, with the author's input): the HASH of
each comma-separated step, summed; then the steps parsed by a regular expression install or
remove labelled lenses in 256 boxes (a dict of lists, newest first), and the focusing power is
summed."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def holiday_hash(s):
    code = 0
    for ch in s:
        code = (code + ord(ch)) * 17 % 256
    return code


def index_of(box, label):
    for i, (lens_label, _) in enumerate(box):
        if lens_label == label:
            return i
    return None


def remove_lens(box, label):
    i = index_of(box, label)
    return box if i is None else box[:i] + box[i + 1:]


def install_lens(box, lens):
    i = index_of(box, lens[0])
    return [lens] + box if i is None else box[:i] + [lens] + box[i + 1:]


STEP = re.compile(r"([a-z]+)([-|=])([0-9]?)")


def install_lenses(seqs):
    boxes = {}
    for seq in seqs:
        label, op, focal = [g for m in STEP.finditer(seq) for g in m.groups()]
        box = holiday_hash(label)
        if op == "=":
            new_lens = (label, int(focal))
            boxes[box] = install_lens(boxes[box], new_lens) if box in boxes else [new_lens]
        else:
            boxes[box] = remove_lens(boxes.get(box, []), label)
    return boxes


def focusing_power(boxes):
    power = 0
    for box_num, lenses in boxes.items():
        power += (box_num + 1) * sum(slot * focal for slot, (_, focal) in enumerate(reversed(lenses), 1))
    return power


seqs = [s.strip() for s in embedded().strip().split(",")]
print("AoC 2023 Day 15 - Lens Library")
print(f"Part 1: {sum(holiday_hash(s) for s in seqs)}")
print(f"Part 2: {focusing_power(install_lenses(seqs))}")
