"""Port of main.rkt (dlozeve, Advent of Code 2020 day 21, with the author's input): each
allergen's candidate ingredients narrowed by set intersection, then singletons removed from the
others until every allergen has one; prints the count of safe ingredient occurrences and the
dangerous ingredients sorted by allergen."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse_food(line):
    match = re.search(r"(.+)\(contains (.+)\)", line)
    return match[1].split(), match[2].split(", ")


def find_allergens(foods):
    candidates = {}
    for ingredients, allergens in foods:
        for allergen in allergens:
            candidates[allergen] = candidates.get(allergen, set(ingredients)) & set(ingredients)
    while not all(len(v) == 1 for v in candidates.values()):
        for k, v in list(candidates.items()):
            if len(candidates[k]) == 1:
                (only,) = candidates[k]
                for other in candidates:
                    if other != k:
                        candidates[other] = candidates[other] - {only}
    return {k: next(iter(v)) for k, v in candidates.items()}


def part1(foods):
    allergens = find_allergens(foods)
    dangerous = list(allergens.values())
    return sum(1 for ingredients, _ in foods for i in ingredients if i not in dangerous)


def part2(foods):
    allergens = find_allergens(foods)
    return ",".join(allergens[a] for a in sorted(allergens))


foods = [parse_food(line) for line in embedded().splitlines()]
print(part1(foods))
print(part2(foods))
