"""Port of main.rkt (HalflingHelper, Advent of Code 2024 day 19): the number of ways to build each
pattern from the towels, memoized in a dict keyed by the remaining pattern (the empty pattern
has one way), trying every towel as a prefix; prints how many patterns can be built and the
total number of ways."""
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.setrecursionlimit(10000)


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


lines = embedded().splitlines()
towels = lines[0].split(", ")
patterns = lines[2:]
memo = {"": 1}


def possible(pattern):
    if pattern in memo:
        return memo[pattern]
    res = sum(possible(pattern[len(t):]) for t in towels if pattern.startswith(t))
    memo[pattern] = res
    return res


ways = [w for w in map(possible, patterns) if w != 0]
print(len(ways))
print(sum(ways))
