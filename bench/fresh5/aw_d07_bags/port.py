"""Port of main.rkt (austinwk, Advent of Code 2020 day 7): each rule line split with the
original's regexp into the outer bag and its contents; part 1 counts the bags that can hold
a shiny gold bag (searched recursively from every bag, without memoisation, as the
original), part 2 counts the bags a shiny gold bag holds."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


SEPARATOR = re.compile(r" bags contain no other bags.| bags contain | bags, | bag, | bags.| bag.")


def get_rules():
    rules = {}
    for line in embedded().splitlines():
        tokens = [token for token in SEPARATOR.split(line) if token]
        rules[tokens[0]] = [(token[2:], int(token[0])) for token in tokens[1:]]
    return rules


def holds_gold(rules, bag):
    sub_bags = rules[bag]
    if any(name == "shiny gold" for name, _ in sub_bags):
        return True
    return any(holds_gold(rules, name) for name, _ in sub_bags)


def count_sub_bags(rules, bag):
    return sum(n + n * count_sub_bags(rules, name) for name, n in rules[bag])


rules = get_rules()
print(sum(1 for bag in rules if holds_gold(rules, bag)))
print(count_sub_bags(get_rules(), "shiny gold"))
