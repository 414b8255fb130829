"""Port of main.rkt (RW21, Advent of Code 2020 day 4, the author's input): passports separated by
blank lines; part 1 counts those holding the seven required fields, part 2 those whose every
field also passes its rule (the first of the program's patterns, tried in order, that the
field matches decides)."""
import re

from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


passports = [p for p in embedded().split("\n\n") if p]
REQUIRED = ("byr", "iyr", "eyr", "hgt", "hcl", "ecl", "pid")


def contains_requirements(passport):
    return all(field in passport for field in REQUIRED)


def valid(field):
    for key, low, high in (("iyr", 2010, 2020), ("byr", 1920, 2002), ("eyr", 2020, 2030)):
        match = re.search(key + r":([0-9]+)", field)
        if match:
            return low <= int(match[1]) <= high
    match = re.search(r"hgt:([0-9]+)(cm|in)", field)
    if match:
        height = int(match[1])
        return 150 <= height <= 193 if match[2] == "cm" else 59 <= height <= 76
    patterns = (r"hcl:#([0-9]+|[a-f]+){6}\Z", r"ecl:(amb|blu|brn|gry|grn|hzl|oth)",
                r"pid:([0-9]){9}\Z", r"cid:([0-9]+)")
    return any(re.search(pattern, field) for pattern in patterns)


print(sum(1 for p in passports if contains_requirements(p)))
print(sum(1 for p in passports if all(valid(f) for f in p.split()) and contains_requirements(p)))
