"""Port of main.rkt (austinwk, Advent of Code 2020 day 4): passports are the runs of lines
between blank lines (a passport not followed by a blank line is not counted, as in the
original's read-line loop); part 1 checks the seven required fields are present, part 2 also
checks each field's value (string comparisons for the years and heights, regexps for the
colours and the passport id)."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_text()
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


LINES = embedded().splitlines()
REQUIRED = ["byr", "iyr", "eyr", "hgt", "hcl", "ecl", "pid"]


def solve_part_1():
    valid = 0
    batch = []
    for line in LINES:
        if line == "":
            if all(field in batch for field in REQUIRED):
                valid += 1
            batch = []
        else:
            batch += [token[:3] for token in line.split()]
    return valid


def valid_height(v):
    unit = v[-2:]
    if unit == "cm":
        return "150" <= v[:-2] <= "193"
    if unit == "in":
        return "59" <= v[:-2] <= "76"
    return False


VALIDATORS = {
    "byr": lambda v: "1920" <= v <= "2002",
    "iyr": lambda v: "2010" <= v <= "2020",
    "eyr": lambda v: "2020" <= v <= "2030",
    "hgt": valid_height,
    "hcl": lambda v: re.fullmatch(r"#[0-9a-f]{6}", v) is not None,
    "ecl": lambda v: v in ("amb", "blu", "brn", "gry", "grn", "hzl", "oth"),
    "pid": lambda v: re.fullmatch(r"[0-9]{9}", v) is not None,
}


def passport_valid(passport):
    for field, check in VALIDATORS.items():
        if field not in passport or not check(passport[field]):
            return False
    return True


def solve_part_2():
    valid = 0
    passport = {}
    for line in LINES:
        if line == "":
            if passport_valid(passport):
                valid += 1
            passport = {}
        else:
            for token in line.split():
                key, value = token.split(":")
                passport.setdefault(key, value)
    return valid


print(solve_part_1())
print(solve_part_2())
