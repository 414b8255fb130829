"""Port of main.rkt (mattmeyers, Advent of Code 2021 day 8 part 2, with the author's inputs):
each display's wiring deduced by the same steps on strings (the digits of 2, 3, 4 and 7
segments, the six-segment digit missing a segment of 1, differences, intersections and unions
of segment strings in the original's order), each output digit's segments mapped to the
standard ones, sorted and matched, and the four-digit outputs summed; for the example input,
then the author's input."""
from pathlib import Path

HERE = Path(__file__).parent

DIGITS = {"abcefg": "0", "cf": "1", "acdeg": "2", "acdfg": "3", "bcdf": "4", "abdfg": "5",
          "abdefg": "6", "acf": "7", "abcdefg": "8", "abcdfg": "9"}


def embedded(name):
    """The input file the module `name` embeds (between its here-string's delimiters)."""
    text = (HERE / name).read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def longer_shorter(a, b):
    longer = a if len(a) >= len(b) else b
    return longer, (b if longer == a else a)


def string_diff(a, b):
    longer, shorter = longer_shorter(a, b)
    return "".join(c for c in longer if c not in shorter)


def string_intersection(a, b):
    longer, shorter = longer_shorter(a, b)
    return "".join(c for c in longer if c in shorter)


def string_union(a, b):
    longer, shorter = longer_shorter(a, b)
    s = shorter
    for c in longer:
        if c not in s:
            s += c
    return s


def string_sub(a, b):
    return "".join(c for c in a if c not in b)


def find_by_len(patterns, n):
    return next(p for p in patterns if len(p) == n)


def get_code(patterns):
    one, four, eight = find_by_len(patterns, 2), find_by_len(patterns, 4), find_by_len(patterns, 7)
    top = string_diff(find_by_len(patterns, 3), one)
    six = next(p for p in patterns if len(p) == 6 and not all(c in p for c in one))
    bottom_right = string_intersection(one, six)
    top_right = string_diff(one, bottom_right)
    two = next(p for p in patterns if len(p) == 5 and top_right in p)
    middle = string_intersection(two, string_sub(four, one))
    top_left = string_sub(string_sub(four, one), middle)
    three = next(p for p in patterns if len(p) == 5 and all(c in p for c in one))
    nine = next(p for p in patterns if len(p) == 6 and all(c in p for c in three))
    bottom_left = string_diff(eight, nine)
    bottom = string_sub(eight, string_union(string_union(four, top), bottom_left))
    return {top: "a", top_right: "c", bottom_right: "f", middle: "d", top_left: "b",
            bottom_left: "e", bottom: "g"}


def decode(outputs, code):
    return int("".join(DIGITS["".join(sorted(code[c] for c in s))] for s in outputs))


def part2(text):
    total = 0
    for line in text.splitlines():
        patterns, outputs = line.split(" | ")
        total += decode(outputs.split(), get_code(patterns.split()))
    return total


print(f"Test Input: {part2(embedded('test-input.rkt'))}")
print(f"Full Input: {part2(embedded('input.rkt'))}")
