"""Port of main.rkt (bakgatviooldoos, Advent of Code 2021 day 18, the author's input): snailfish
numbers as nested pairs (tuples here; the original walks conses with a zipper); adding pairs
them and reduces: the leftmost pair nested four deep explodes into its neighbours, else the
leftmost number over 9 splits, until neither applies; the magnitude of the sum of all, and the
largest magnitude of the sum of two different numbers (all 9,900 ordered pairs reduced)."""
import ast
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


numbers = [ast.literal_eval(line.replace("[", "(").replace("]", ")"))
           for line in embedded().splitlines()]


def add_leftmost(x, v):
    if v is None:
        return x
    if isinstance(x, int):
        return x + v
    return (add_leftmost(x[0], v), x[1])


def add_rightmost(x, v):
    if v is None:
        return x
    if isinstance(x, int):
        return x + v
    return (x[0], add_rightmost(x[1], v))


def explode(x, depth=0):
    """(exploded?, left carry, new x, right carry)."""
    if isinstance(x, int):
        return False, None, x, None
    if depth >= 4 and isinstance(x[0], int) and isinstance(x[1], int):
        return True, x[0], 0, x[1]
    a, b = x
    done, left, a, right = explode(a, depth + 1)
    if done:
        return True, left, (a, add_leftmost(b, right)), None
    done, left, b, right = explode(b, depth + 1)
    if done:
        return True, None, (add_rightmost(a, left), b), right
    return False, None, x, None


def split(x):
    if isinstance(x, int):
        if x > 9:
            return True, (x // 2, (x + 1) // 2)
        return False, x
    done, a = split(x[0])
    if done:
        return True, (a, x[1])
    done, b = split(x[1])
    return done, (x[0], b)


def reduce(x):
    while True:
        done, _, x, _ = explode(x)
        if done:
            continue
        done, x = split(x)
        if not done:
            return x


def add(a, b):
    return reduce((a, b))


def magnitude(x):
    if isinstance(x, int):
        return x
    return 3 * magnitude(x[0]) + 2 * magnitude(x[1])


total = numbers[0]
for n in numbers[1:]:
    total = add(total, n)
sums = [add(numbers[i], numbers[j]) for i in range(len(numbers)) for j in range(len(numbers)) if i != j]
print("sum of all the snailfish numbers in the homework assignment:")
print(magnitude(total))
print()
print("sum of two snailfish numbers in the assignment with greatest")
print("magnitude:")
print(max(magnitude(s) for s in sums))
