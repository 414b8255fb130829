"""Port of main.rkt (winny, Advent of Code 2017 day 9, the author's input, read from standard
input): a stream of nested groups and garbage parsed by a recursive reader into nested lists and
strings; the total score of the groups and the characters of garbage."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Reader:
    def __init__(self, text):
        self.text, self.pos = text, 0

    def peek(self):
        return self.text[self.pos]

    def read(self):
        self.pos += 1
        return self.text[self.pos - 1]

    def garbage(self):
        if self.peek() != "<":
            raise ValueError(f"Expected first char to be '<', got {self.peek()}")
        self.read()
        chars = []
        while True:
            c = self.read()
            if c == "!":
                self.read()
            elif c == ">":
                return "".join(chars)
            else:
                chars.append(c)

    def group(self):
        if self.peek() != "{":
            raise ValueError(f"Expected first char to be '{{', got {self.peek()}")
        self.read()
        items = []
        while True:
            c = self.peek()
            if c == "}":
                self.read()
                return items
            if c == "{":
                items.append(self.group())
            elif c == "<":
                items.append(self.garbage())
            elif c == ",":
                self.read()


def score(group, n=1):
    return n + sum(score(g, n + 1) for g in group if isinstance(g, list))


def count_garbage(group):
    return sum(count_garbage(i) if isinstance(i, list) else len(i) for i in group)


group = Reader(embedded()).group()
print(f"Part 1: {score(group)}")
print(f"Part 2: {count_garbage(group)}")
