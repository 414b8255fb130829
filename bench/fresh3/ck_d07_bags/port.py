"""Port of main.rkt (ckuhl, Advent of Code 2020 day 7): the bags that can hold a shiny gold
bag (parents found by scanning every rule), then the bags a shiny gold bag holds; each on the
examples and the puzzle input, printed as the program's tests name them."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded(name):
    text = (HERE / name).read_text()
    start = text.index('(define input-text "') + len('(define input-text "')
    return text[start:text.rindex('")')].splitlines()


LINES, EXAMPLE1, EXAMPLE2 = embedded("input.rkt"), embedded("example1.rkt"), embedded("example2.rkt")
RULE = re.compile(r"([0-9]+) ?([a-z][a-z ]+) bags?")


def parse(lines):
    rules = {}
    for line in lines:
        outer, inner = line.split(" bags contain", 1)
        rules[outer] = [(int(n), name) for n, name in RULE.findall(inner)]
    return rules


def parents(rules, bag):
    return [outer for outer, inner in rules.items() if any(name == bag for _, name in inner)]


def part1(lines):
    rules = parse(lines)
    seen, todo = set(), ["shiny gold"]
    while todo:
        bag = todo.pop()
        seen.add(bag)
        todo.extend(parents(rules, bag))
    return len(seen) - 1


def part2(lines):
    rules = parse(lines)

    def count(bag):
        return 1 + sum(n * count(name) for n, name in rules[bag])

    return count("shiny gold") - 1


print(f"Example 1 input should be correct: {part1(EXAMPLE1)}")
print(f"Problem input should be correct: {part1(LINES)}")
print(f"Example 1 input should be correct: {part2(EXAMPLE1)}")
print(f"Example 2 input should be correct: {part2(EXAMPLE2)}")
print(f"Problem input should be correct: {part2(LINES)}")
