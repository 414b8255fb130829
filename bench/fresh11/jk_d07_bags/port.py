"""Port of main.rkt (johnstonskj, Advent of Code 2020 day 7, with the author's input): bag rules
parsed with regular expressions; the bags that can hold a shiny gold one found by a recursive
walk over the reversed rules (sets), and the bags inside a shiny gold one counted recursively;
prints each answer checked against the author's expected value, as aoc.rkt's `answer` does."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def answer(day, part, value, expected, msg=None):
    label = f" ({msg})" if msg else ""
    if value != expected:
        raise AssertionError(f"value does '{value}' not equal expected '{expected}'")
    print(f"Day {day}, part {part}{label}: {value} is correct.")


def bag_decode(line):
    outer, inner = [p for p in re.sub(r"\s+bag(s?)\s*\.?", "", line).split("contain") if p]
    contents = []
    for bag in (p for p in inner.split(",") if p):
        parsed = re.match(r"^\s*(\d+)\s+(.+)$", bag)
        if parsed:
            contents.append((int(parsed[1]), parsed[2]))
        elif bag == " no other":
            contents.append(())
        else:
            contents.append(parsed)
    return outer, contents


def pivot(bags):
    pivoted = {}
    for outer, inners in bags:
        if inners[0] != ():
            for _, name in inners:
                pivoted.setdefault(name, []).append(outer)
    return pivoted


def find_all_containing(bags, bag):
    holders = pivot(bags)

    def find_more(find_bag, found):
        new = set(holders.get(find_bag, [])) - found
        if not new:
            return found
        return found.union(*(find_more(b, new | found) for b in new))

    return find_more(bag, set())


def find_all_contained_within(bags, bag):
    rules = dict(bags)

    def find_more(find_bag):
        return sum(0 if pair == () else pair[0] + pair[0] * find_more(pair[1])
                   for pair in rules.get(find_bag, []))

    return find_more(bag)


bags = [bag_decode(line) for line in embedded().splitlines()]
answer(7, 1, len(find_all_containing(bags, "shiny gold")), 208,
       msg="bags containing a shiny gold")
answer(7, 2, find_all_contained_within(bags, "shiny gold"), 1664,
       msg="bags contained within a shiny gold")
