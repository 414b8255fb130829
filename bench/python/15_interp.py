"""A small-language interpreter over nested tuples (15_interp.rkt): structural dispatch on
the expression's shape, association-list environments as linked tuples."""
import sys

sys.setrecursionlimit(200000)


class Closure:
    __slots__ = ("params", "body", "env")

    def __init__(self, params, body, env):
        self.params, self.body, self.env = params, body, env


def lookup(x, env):
    while env is not None:
        (k, v), env = env
        if k == x:
            return v
    raise NameError(x)


def ev(e, env):
    if isinstance(e, int):
        return e
    if isinstance(e, str):
        return lookup(e, env)
    head = e[0]
    if head == "+" and len(e) == 3:
        return ev(e[1], env) + ev(e[2], env)
    if head == "-" and len(e) == 3:
        return ev(e[1], env) - ev(e[2], env)
    if head == "<" and len(e) == 3:
        return ev(e[1], env) < ev(e[2], env)
    if head == "if" and len(e) == 4:
        return ev(e[2], env) if ev(e[1], env) else ev(e[3], env)
    if head == "let" and len(e) == 3:
        (x, v), = e[1]
        return ev(e[2], ((x, ev(v, env)), env))
    if head == "lambda" and len(e) == 3:
        return Closure(e[1], e[2], env)
    fn = ev(head, env)
    vals = [ev(a, env) for a in e[1:]]
    new = fn.env
    for p, v in reversed(list(zip(fn.params, vals))):
        new = ((p, v), new)
    return ev(fn.body, new)


fib = ("let", [("fib", ("lambda", ("self", "n"),
                        ("if", ("<", "n", 2), "n",
                         ("+", ("self", "self", ("-", "n", 1)), ("self", "self", ("-", "n", 2))))))],
       ("fib", "fib", 18))
loop = ("let", [("loop", ("lambda", ("self", "i", "acc"),
                          ("if", ("<", "i", 1), "acc", ("self", "self", ("-", "i", 1), ("+", "acc", "i")))))],
        ("loop", "loop", 20000, 0))
print(f"({ev(fib, None)} {ev(loop, None)})")
