"""Port of main.rkt (lambda-study-group, ThalesII's Advent of Code 2020 day 4 part 2, the
author's input as standard input): passports split on blank lines into dicts; seven field
validators made by higher-order functions (a required key, an exact regular-expression match,
a range check on its groups), all of them required (conjoin there, all() here); the valid ones
counted."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def required_field(key, pred=lambda value: True):
    return lambda passport: key in passport and pred(passport[key])


def regexp_field(key, pattern, pred=lambda groups: True):
    compiled = re.compile(pattern)

    def check(value):
        m = compiled.fullmatch(value)
        return m is not None and pred(m)
    return required_field(key, check)


def year_field(key, lo, hi):
    return regexp_field(key, r"\d{4}", lambda m: lo <= int(m.group(0)) <= hi)


def height_field(key):
    def in_range(m):
        height, unit = int(m.group(1)), m.group(2)
        return 150 <= height <= 193 if unit == "cm" else 59 <= height <= 76
    return regexp_field(key, r"(\d+)(cm|in)", in_range)


VALIDATORS = [
    year_field("byr", 1920, 2002),
    year_field("iyr", 2010, 2020),
    year_field("eyr", 2020, 2030),
    height_field("hgt"),
    regexp_field("hcl", r"#[a-f\d]{6}"),
    regexp_field("ecl", r"(amb|blu|brn|gry|grn|hzl|oth)"),
    regexp_field("pid", r"\d{9}"),
]


def passport_valid(passport):
    return all(valid(passport) for valid in VALIDATORS)


passports = [dict(field.split(":") for field in block.split())
             for block in embedded().split("\n\n")]
print(sum(1 for p in passports if passport_valid(p)))
