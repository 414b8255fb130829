"""Loops that step a Python iterator: a named let run in place whose rounds are Python's
`for` over the iterator, not a `while True` that calls `next` and tests for the end.

The `for` family lowers a clause over in-vector, in-string, in-hash, a bare list, vector
or string, or any other sequence into an iterator made once (loop_sequences._clause_plan:
%in-vector-iter, %in-string-iter, %for-iter) and a named let stepping it:

    (let loop ([x ...] ...)
      (let ([acc hidden] ...)                       ; for/fold: copies, see copies_before
        (let ([nx (%for-next it)])
          (if (%for-end? nx) EXIT (... (loop x' ...))))))

Written as `while True:` with the step count, `nx = next(it, _FOR_END)`, `if nx is
_FOR_END:` and `continue`, a round costs about a third more in CPython 3.11 than `for nx
in it:`, whose FOR_ITER calls the iterator in C (bench/README.md, issue 29 part 36).
``iterated_loop`` finds such a loop; codegen.Emitter.iterated_rounds writes it as

    <count a step>                  # the first round's
    while True:
        for nx in it:
            COPIES
            THEN        # a jump to the loop rebinds the variables, counts the next
                        # round's step, and `continue`s
        else:
            COPIES
            EXIT        # its `break` leaves the while, as before
        break           # after a `break` out of the for (THEN left the loop)

so each round's step is counted before the iterator is asked for its element, as the
`while` loop counted it: a sequence whose elements are made by a program's procedure (a
stream, in-producer, a generator) runs it after the step, and the same limits stop the
same programs at the same step and in the same procedure.
"""
from __future__ import annotations

from typing import Any

from minischeme.expansion.ir import App, Fn, If, Let, Local, Var
from minischeme.compilation.counted_loops import _is_prim, copies_before, mentions


class IteratedLoop:
    """What ``iterated_loop`` found: the copies bound before the iterator is stepped
    (Lets), the variable each element is bound to (``var``), the iterator's variable, and
    the branches: ``exit`` when the iterator is done, ``then`` for an element."""

    __slots__ = ("prefix", "var", "iterator", "exit", "then")

    def __init__(self, prefix: list[Let], var: Var, iterator: Var, exit: Any, then: Any) -> None:
        self.prefix = prefix
        self.var = var
        self.iterator = iterator
        self.exit = exit
        self.then = then


def iterated_loop(fn: Fn) -> IteratedLoop | None:
    """The iterator stepped by ``fn`` (an inlined named let) if its rounds can be a `for`
    over it (see the module), else None. The iterator must be a variable bound outside the
    loop that nothing assigns (each round steps the same one), the element's variable one
    that nothing assigns and the exit does not read (after the `for`, it holds the last
    element, where the `while` loop bound it to the end marker)."""
    if fn.clauses is not None or fn.self_var is None:
        return None
    prefix, body = copies_before(fn.body)
    if type(body) is not Let or len(body.vars) != 1:
        return None
    nxt, test = body.inits[0], body.body
    if not (type(nxt) is App and _is_prim(nxt.op, "%for-next") and len(nxt.args) == 1):
        return None
    it = nxt.args[0]
    if type(it) is not Local or it.check or it.var.mutated or it.var in fn.params:
        return None
    var = body.vars[0]
    if var.mutated or type(test) is not If:
        return None
    cond = test.test
    if not (type(cond) is App and _is_prim(cond.op, "%for-end?") and len(cond.args) == 1
            and type(cond.args[0]) is Local and cond.args[0].var is var):
        return None
    if mentions(test.then, var):
        return None
    return IteratedLoop(prefix, var, it.var, test.then, test.other)
