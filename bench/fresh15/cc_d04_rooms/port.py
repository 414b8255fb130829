"""Port of main.rkt (CheezeCake, Advent of Code 2016 day 4, the author's input as standard
input): each room's checksum from its letters' counts (collections.Counter, sorted by count then
letter), the real rooms' ids summed; the room whose Caesar-shifted name is the north pole's."""
import re
from collections import Counter

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


rooms = []
for line in embedded().splitlines():
    name = re.match(r"[^0-9]+", line).group(0).strip("-")
    room_id = int(re.search(r"[0-9]+", line).group(0))
    checksum = re.search(r"[a-z]+\]", line).group(0).strip("]")
    rooms.append((name, room_id, checksum))


def name_checksum(name):
    counts = Counter(c for c in name if c.isalpha())
    return "".join(c for c, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5])


def caesar(s, n):
    return "".join(chr((ord(c) - 97 + n) % 26 + 97) if c.isalpha() else " " for c in s)


print(f"part 1: {sum(i for name, i, check in rooms if name_checksum(name) == check)}")
found = next((i for name, i, _ in rooms if caesar(name, i) == "northpole object storage"), "()")
print(f"part 2: {found}")
