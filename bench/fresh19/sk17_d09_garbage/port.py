"""Port of main.rkt (seldomskye, Advent of Code 2017 day 9, the author's input): a stream of
groups and garbage scanned a character at a time through an immutable state (a named tuple
replaced field by field, as the program's `struct-copy`): the total score and the garbage
characters, on five examples and the input. Prints each final state as Racket's `print`."""
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class State(NamedTuple):
    in_garbage: bool
    escape_next: bool
    rec_score: int
    total_score: int
    garbage_chars: int

    def __str__(self):
        flag = {True: "#t", False: "#f"}
        return (f"(state {flag[self.in_garbage]} {flag[self.escape_next]} {self.rec_score} "
                f"{self.total_score} {self.garbage_chars})")


def step(s, c):
    if s.escape_next:
        return s._replace(escape_next=False)
    if c == "!" and s.in_garbage:
        return s._replace(escape_next=True)
    if c == "<" and not s.in_garbage:
        return s._replace(in_garbage=True)
    if c == "{" and not s.in_garbage:
        return s._replace(rec_score=s.rec_score + 1, total_score=1 + s.rec_score + s.total_score)
    if c == "}" and not s.in_garbage:
        return s._replace(rec_score=s.rec_score - 1)
    if c == ">" and s.in_garbage:
        return s._replace(in_garbage=False)
    if s.in_garbage:
        return s._replace(garbage_chars=s.garbage_chars + 1)
    return s


def part1(text):
    s = State(False, False, 0, 0, 0)
    for c in text:
        s = step(s, c)
    return s


for text in ["{{{},{},{{}}}}", "{<a>,<a>,<a>,<a>}", "{{<ab>},{<ab>},{<ab>},{<ab>}}",
             "{{<!!>},{<!!>},{<!!>},{<!!>}}", "{{<a!>},{<a!>},{<a!>},{<ab>}}", embedded().strip()]:
    print(part1(text))
