"""Port of main.rkt (seldomskye, Advent of Code 2017 day 4, the author's 512 passphrases,
embedded in the program): each word's letters sorted; the phrases whose sorted words are all
distinct (no two words anagrams of each other) counted with a set."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded_input():
    """The passphrases the program embeds as its string `input`."""
    text = (HERE / "main.rkt").read_text(encoding="utf-8")
    return re.search(r'\(define input "([^"]*)"\)', text).group(1)


phrases = [[("".join(sorted(w))) for w in line.split(" ")] for line in embedded_input().split("\n")]
print(sum(1 for words in phrases if len(words) == len(set(words))))
