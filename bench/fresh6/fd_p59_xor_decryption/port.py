"""Port of main.rkt (fridim, Project Euler 59): try three-lowercase-letter keys in order (the
first letter from 'g' on, as changed here) until the XOR-decrypted text contains each of
"wh", "he", "was", "the", "with", "and" (ignoring case); prints the sum of its ASCII codes."""
import re
from itertools import cycle
from pathlib import Path

HERE = Path(__file__).parent
WORDS = [re.compile(word, re.IGNORECASE) for word in ("wh", "he", "was", "the", "with", "and")]


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")  # keeping any \r
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def solve(cipher):
    for a in range(103, 123):
        for b in range(97, 123):
            for c in range(97, 123):
                clear = [x ^ k for x, k in zip(cipher, cycle((a, b, c)))]
                text = "".join(map(chr, clear))
                if all(word.search(text) for word in WORDS):
                    return sum(clear)


s = embedded()
print(solve([int(n) for n in s[:len(s) - 2].split(",")]))
