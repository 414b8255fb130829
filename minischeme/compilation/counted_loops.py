"""Loops that count by one: a named let run in place whose rounds are Python's `for` over a
`range`, not a `while True` that tests and moves the counter itself.

The `for` family lowers `(for ([i (in-range n)]) ...)` into a named let of a counter
(loop_sequences._counter):

    (let loop ([acc ...] [i start])
      (if (%for-lt i end) (... (loop acc' (%for-add i 1))) EXIT))

Written as `while True:` with the step count, `if i < end:`, the body, `i = i + 1` and
`continue`, a round costs about 14 ns more in CPython 3.11 than `for i in range(start,
end)`, where the iterator does the test and the addition in C (bench/README.md, issue 29
part 35). ``counted_range`` finds such a loop; codegen.Emitter.loop_body writes it as

    while True:
        for i in range(i, end):     # (an iterator of Python's `<` when end is not an int)
            <count a step>
            THEN        # a jump to the loop rebinds the other variables and `continue`s
        else:
            <count a step>          # the round whose test failed counts one, as before
            EXIT        # its `break` leaves the while, as before
        break           # after a `break` out of the for (THEN left the loop)

so every round counts the same step at the same point (the test is pure), and the exits
mean what they meant. The counter must be a variable of the loop that surely holds an
integer (fixnums.py) and that every jump in THEN moves by exactly the step; the end a
constant integer or a variable bound outside the loop that nothing assigns.
"""
from __future__ import annotations

from typing import Any, Iterator

from minischeme.expansion.ir import NODES, App, Const, Fn, If, Let, Local, SetLocal, Var, tail_nodes
from minischeme.compilation.fixnums import primitive_of
from minischeme.primitives import loaded_primitive


class CountedRange:
    """What ``counted_range`` found: the counter's index among the loop's parameters, its
    variable, the end (a Const or Local), the step (1, or -1 for `%for-gt`), and the
    copies bound before the test (``prefix``: Lets, see ``copies_before``) with the test
    itself (``test``, an If)."""

    __slots__ = ("index", "var", "end", "step", "prefix", "test")

    def __init__(self, index: int, var: Var, end: Any, step: int, prefix: list[Let],
                 test: If) -> None:
        self.index = index
        self.var = var
        self.end = end
        self.step = step
        self.prefix = prefix
        self.test = test


def copies_before(body: Any) -> tuple[list[Let], Any]:
    """The Lets at the head of a loop's body that only copy variables or constants (a
    for/fold's `(let ([acc hidden]) ...)`, binding the accumulator's name afresh each round
    before the clauses' tests), and what is inside them. Such a binding reads nothing a
    test could change and runs no code, so it may as well run after a pure test, as the
    first statements of the branch the test chooses."""
    prefix: list[Let] = []
    while type(body) is Let and all(
            (type(init) is Local and not init.check) or type(init) is Const for init in body.inits) \
            and not any(v.mutated for v in body.vars):
        prefix.append(body)
        body = body.body
    return prefix, body


def _is_prim(op: Any, name: str) -> bool:
    prim = primitive_of(op)
    return prim is not None and prim is loaded_primitive(name)


def counted_range(fn: Fn, integers: set[Var]) -> CountedRange | None:
    """The counter of ``fn`` (an inlined named let) if its rounds can be a `for` over a
    range (see the module), else None."""
    if fn.clauses is not None or fn.self_var is None:
        return None
    prefix, body = copies_before(fn.body)
    if type(body) is not If:
        return None
    test = body.test
    if type(test) is not App or len(test.args) != 2:
        return None
    if _is_prim(test.op, "%for-lt"):
        step = 1
    elif _is_prim(test.op, "%for-gt"):
        step = -1
    else:
        return None
    counter, end = test.args
    if type(counter) is not Local or counter.check:
        return None
    var = counter.var
    if var not in fn.params or var.mutated or var not in integers:
        return None
    if type(end) is Const:
        if type(end.value) is not int:
            return None
    elif type(end) is not Local or end.check or end.var.mutated or end.var in fn.params:
        return None
    if mentions(body.other, var) or any(mentions(let.inits, var) for let in prefix):
        return None         # the exit (and the copies made for it) would see the range's last value
    index = fn.params.index(var)
    for call in _self_calls(body.then, fn):
        if len(call.args) != len(fn.params):
            return None
        arg = call.args[index]
        if not (type(arg) is App and _is_prim(arg.op, "%for-add") and len(arg.args) == 2
                and type(arg.args[0]) is Local and arg.args[0].var is var
                and type(arg.args[1]) is Const and type(arg.args[1].value) is int
                and arg.args[1].value == step):
            return None
    return CountedRange(index, var, end, step, prefix, body)


def _self_calls(ir: Any, fn: Fn) -> Iterator[App]:
    """The calls of the loop in tail position of ``ir`` (the only places it is called:
    expander.inline_loop)."""
    for x in tail_nodes(ir):
        if type(x) is App and type(x.op) is Local and x.op.var is fn.self_var:
            yield x


def mentions(ir: Any, var: Var) -> bool:
    """Does ``ir`` (procedures made there included) read or assign ``var``?"""
    stack: list = [ir]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Local or t is SetLocal:
            if x.var is var:
                return True
            if t is SetLocal:
                stack.append(x.value)
        elif t is list:
            stack += x
        elif t is Fn:
            stack += [x.body, x.defaults, *(x.clauses or [])]
        elif t in NODES:
            stack += [getattr(x, name) for name in t.__slots__]
    return False


def upto(start: int, end: Any) -> Iterator[int]:
    """start, start + 1 ... while below ``end``, a real that is not an int (a float, a
    fraction, +inf.0; +nan.0 gives nothing): Python's `<` is the test `%for-lt` makes."""
    while start < end:
        yield start
        start += 1


def downto(start: int, end: Any) -> Iterator[int]:
    """start, start - 1 ... while above ``end`` (see ``upto``)."""
    while start > end:
        yield start
        start -= 1
