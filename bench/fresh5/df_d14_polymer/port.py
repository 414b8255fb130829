"""Port of main.rkt (dougfort, Advent of Code 2021 day 14): the polymer rebuilt as a new
string at each of 10 steps (the rule's element inserted between every adjacent pair), then
the most common element's count minus the least common's."""
import re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
SOURCE = (HERE / "advent14-data.rkt").read_text()


def data_string(name):
    """The string literal the data module defines as NAME."""
    return re.search(r'\(define ' + name + r'\s*"(.*?)"\)', SOURCE, re.S).group(1)


def parse(text):
    template, rule_lines = text.strip().split("\n\n")
    rules = {}
    for line in rule_lines.split("\n"):
        pair, inserted = line.split(" -> ")
        rules[(pair[0], pair[1])] = inserted[0]
    return template, rules


def step(rules, polymer):
    out = [polymer[0]]
    for prev, nxt in zip(polymer, polymer[1:]):
        out.append(rules[(prev, nxt)])
        out.append(nxt)
    return "".join(out)


def part1(rules, template):
    polymer = template
    for _ in range(10):
        polymer = step(rules, polymer)
    counts = Counter(polymer).values()
    return max(counts) - min(counts)


for name in ("raw-test-data", "raw-data"):
    template, rules = parse(data_string(name))
    print(part1(rules, template))
