"""Port of main.rkt (RW21, Advent of Code 2020 day 7, the author's input): each rule parsed by a
regular expression into a dict of bag colour -> set of contents ("2 muted yellow bags");
part 1 counts the bags that can hold a shiny gold bag, searching the contents recursively
(parsing each content string again at every visit, no memo), part 2 the bags a shiny gold
bag holds."""
import re

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


rules = {}
for line in embedded().splitlines():
    bag, insides = re.search(r"(.+) bags contain (.+).", line).groups()
    rules[bag] = {inside for inside in insides.split(",") if inside}

BAG = re.compile(r"([\d])\s([\w]+)\s([\w]+)\s(bag(s?))")


def parse_bag(text):
    match = BAG.search(text)
    return match[1], match[2] + " " + match[3]


def holds_gold(contents):
    for content in contents:
        if content == "no other bags":
            continue
        _, colour = parse_bag(content)
        if colour == "shiny gold" or holds_gold(rules[colour]):
            return True
    return False


def count_inside(colour):
    total = 0
    for content in rules[colour]:
        if content != "no other bags":
            n, inner = parse_bag(content)
            n = int(n)
            total += n + n * count_inside(inner)
    return total


print(sum(1 for contents in rules.values() if holds_gold(contents)))
print(count_inside("shiny gold"))
