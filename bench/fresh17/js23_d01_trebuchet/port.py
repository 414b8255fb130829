"""Port of main.rkt (jshawl, Advent of Code 2023 day 1 part 2, the author's input): each line
rebuilt a character at a time, from the left and from the right, replacing spelled digits
("one" ... "nine") in what is built so far after each character; the first digit of the one and
the last of the other make a two-digit number; their sum."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def replace_nums(text):
    for i, word in enumerate(NUMBERS):
        text = text.replace(word, str(i + 1))
    return text


def unspell(line, reversed_=False):
    built = ""
    for c in (reversed(line) if reversed_ else line):
        built = replace_nums(c + built if reversed_ else built + c)
    return built


def get_digit(line, reversed_=False):
    digits = [c for c in unspell(line, reversed_) if c in "0123456789"]
    return digits[-1] if reversed_ else digits[0]


print(sum(int(get_digit(line) + get_digit(line, True)) for line in embedded().splitlines()))
