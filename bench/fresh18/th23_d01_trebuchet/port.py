"""Port of main.rkt (trhopkins, Advent of Code 2023 day 1 part 2, the author's input): each
line's digits, spelled or not, found by one regular expression (with the author's overlap
fragments "ight", "ne", "ine", "wo"); the sum of first * 10 + last."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


VALUES = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
          "seven": 7, "eight": 8, "nine": 9, "ight": 8, "ne": 1, "ine": 9, "wo": 2}
VALUES.update({str(d): d for d in range(10)})
NUMBERS = re.compile("zero|one|two|three|four|five|six|seven|eight|nine|[0-9]|ight|ne|ine|wo")


def first_last_num(line):
    nums = [VALUES[m] for m in NUMBERS.findall(line)]
    return nums[0] * 10 + nums[-1]


print(sum(first_last_num(line) for line in embedded().splitlines()))
