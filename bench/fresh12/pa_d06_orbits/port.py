"""Port of main.rkt (patrickschaffrath, Advent of Code 2019 day 6, the author's map embedded in
the file): each object's orbit count by following its parent chain in a dict, summed; then the
fewest transfers from YOU to SAN through their chains' common objects. Prints both."""
import re
from pathlib import Path

HERE = Path(__file__).parent
SOURCE = (HERE / "main.rkt").read_text()
PAIRS = re.findall(r'\("(\w+)" "(\w+)"\)', re.search(r"\(define input '\((.*)\)\)", SOURCE)[1])
parent = {child: center for center, child in PAIRS}


def orbit_amount(obj):
    amount = 0
    while obj in parent:
        amount += 1
        obj = parent[obj]
    return amount


print(sum(orbit_amount(child) for _, child in PAIRS))


def chain(obj):
    result = [obj]
    while result[0] in parent:
        result.insert(0, parent[result[0]])
    return result


you, san = chain("YOU"), chain("SAN")
best = float("inf")
for v in you:
    if v in san:
        best = min(best, len(san) - san.index(v) + len(you) - you.index(v))
print(best - 4)
