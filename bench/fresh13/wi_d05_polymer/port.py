"""Port of main.rkt (winny, Advent of Code 2018 day 5, the author's input, read from standard
input): a polymer reacted with a stack (a unit and the same letter in the other case cancel);
then, for each letter in order of first appearance, the polymer without it reacted, keeping the
shortest. Prints both lengths."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def react(chain):
    stack = []
    for c in chain:
        if not stack:
            stack.append(c)
        else:
            a = stack[-1]
            if a == c:
                stack.append(c)
            elif a.lower() == c.lower():
                stack.pop()
            else:
                stack.append(c)
    return stack


def bruteforce(chain):
    letters = list(dict.fromkeys(c.lower() for c in chain))
    best = None
    for p in letters:
        reacted = react([c for c in chain if c.lower() != p])
        if best is None or len(reacted) < len(best):
            best = reacted
    return best


chain = embedded().splitlines()[0]
print(len(react(chain)))
print(len(bruteforce(chain)))
