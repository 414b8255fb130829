"""Port of main.rkt (mdwhatcott, Advent of Code 2015 day 5, the author's input): strings that are
nice by the first rules (a double letter, three vowels, none of four pairs), then by the second
(a pair appearing twice without overlap, a letter repeated with one between); prints both
counts after whether they equal the author's answers, as the original does."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def nice1(s):
    return (any(a == b for a, b in zip(s, s[1:]))
            and sum(c in "aeiou" for c in s) >= 3
            and not any(bad in s for bad in ("ab", "cd", "pq", "xy")))


def nice2(s):
    pairs = range(len(s) - 1)
    double_pair = any(abs(i - j) > 1 and s[i:i + 2] == s[j:j + 2] for i in pairs for j in pairs)
    return double_pair and any(s[i] == s[i + 2] for i in range(len(s) - 2))


def racket_bool(b):
    return "#t" if b else "#f"


words = embedded().strip("\n").split("\n")
answer1 = sum(1 for s in words if nice1(s))
print(f"Part 1: {racket_bool(answer1 == 258)} {answer1}")
answer2 = sum(1 for s in words if nice2(s))
print(f"Part 2: {racket_bool(answer2 == 53)} {answer2}")
