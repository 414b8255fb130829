"""test-engine/racket-tests' test forms in a Racket module: `check-expect`, `check-within`,
`check-error`, `check-member-of`, `check-range`, `check-satisfied`. Each records its
test, its expressions as procedures of no arguments, with its place in the file; `(test)`
runs them all and reports (primitives/test_engine.py). The names are shared with the
teaching languages' forms and rackunit's check-within (forms/htdp.py dispatches here
where this module is required)."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import LAMBDA, QUOTE, L, parts, prim
from minischeme.values.data import NIL, Pair, Symbol, gensym, make_pair, make_list, sym
from minischeme.values.printer import write_string

MODULE = "test-engine/racket-tests"
TESTED = sym("%htdp-tested")
CALLED = sym("%htdp-called")     # forms/htdp.py's form around check-satisfied's predicate     # forms/htdp.py's form around a teaching language's tested expression
LET = sym("let")

# the number of expressions each form takes (check-error: one or two; check-member-of: two
# or more)
_COUNTS = {"check-expect": (2, 2), "check-within": (3, 3), "check-error": (1, 2),
           "check-member-of": (2, None), "check-range": (3, 3), "check-satisfied": (2, 2)}


def record_test(c: Compiler, x: Any, loc: Any, tested_last: bool = False) -> Any:
    """`(check-KIND expr ...)` as `(%test-engine-add! 'check-KIND (list thunk ...) file
    line column)`; check-satisfied also keeps its predicate as written. ``tested_last``:
    a teaching language's test, whose thunks are bound by a `let` in the order Racket
    compiles them (the expected value and the rest, then the tested expression: its first
    unbound name is the one Racket reports), the tested expression in `%htdp-tested` (a
    name nothing defines there fails when the test runs: forms/htdp.py)."""
    who = x.car.name
    ps = parts(c, x, loc)[1:]
    low, high = _COUNTS.get(who, (1, None))
    if len(ps) < low or (high is not None and len(ps) > high):
        raise c.bad_syntax(who, x, loc)
    predicate = write_string(ps[1][0]) if who == "check-satisfied" else None
    if tested_last:
        ps = [(L(TESTED, ps[0][0]), ps[0][1]), *ps[1:]]
        if who == "check-satisfied" and type(ps[1][0]) is Symbol:   # a function's name
            ps[1] = (L(CALLED, ps[1][0]), ps[1][1])
    thunks = [make_pair(LAMBDA, make_pair(NIL, make_pair(e, NIL, eloc)), eloc) for e, eloc in ps]   # (e where written)
    bindings: list = []
    if tested_last:
        names = [gensym("test") for _ in thunks]
        bindings = [L(n, t) for n, t in zip(names[1:] + names[:1], thunks[1:] + thunks[:1])]
        thunks = names
    if predicate is not None:
        thunks.append(predicate)
    line, col = loc if loc is not None else (0, 0)
    source = c.source.rsplit("/", 1)[-1] if c.source else "stdin"
    add = L(prim("%test-engine-add!"), L(QUOTE, x.car), make_pair(prim("list"), make_list(thunks)),
            source, line, col)
    return L(LET, make_list(bindings), add) if bindings else add
