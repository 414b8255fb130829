"""Port of main.rkt (mdwhatcott, Advent of Code 2016 day 4, the author's input): rooms whose
checksum is their name's five most common letters (ties alphabetical), their sector IDs summed,
then the first real room whose name, shifted by its sector ID, mentions north pole objects;
prints both after whether they equal the author's answers."""
import re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse(line):
    name, sector, checksum = re.fullmatch(r"(.+)-(\d+)\[(.+)\]", line).groups()
    return name, int(sector), checksum


def valid(name, checksum):
    counts = Counter(c for c in name if c != "-")
    ranked = sorted(counts, key=lambda c: (-counts[c], c))
    return "".join(ranked[:5]) == checksum


def decrypt(name, sector):
    return "".join(" " if c == "-" else chr(ord("a") + (ord(c) - ord("a") + sector) % 26) for c in name)


rooms = [parse(line) for line in embedded().split()]
real = [(name, sector) for name, sector, checksum in rooms if valid(name, checksum)]
part1 = sum(sector for _, sector in real)
part2 = next(sector for name, sector in real
             if all(word in decrypt(name, sector) for word in ("north", "pole", "object")))
print(f"[{'#t' if part1 == 409147 else '#f'}] part 1: {part1} ")
print(f"[{'#t' if part2 == 991 else '#f'}] part 2: {part2} ")
