"""Port of main.rkt (micxjo, Advent of Code 2015 day 10): look-and-say 40 and 42 times from
1113222113, each round grouping runs of equal digits of the previous string; the lengths."""
from itertools import groupby


def look_and_say(s):
    return "".join(str(len(list(run))) + digit for digit, run in groupby(s))


def iterative_look_and_say(s, n):
    for _ in range(n):
        s = look_and_say(s)
    return len(s)


start = "1113222113"
print(f"Part 1: {iterative_look_and_say(start, 40)}")
print(f"Part 2: {iterative_look_and_say(start, 42)}")
