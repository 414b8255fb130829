"""`#lang plai`'s test forms (plai-lib's test-harness.rkt): `test`, `test/pred`,
`test/exn` and `test/regexp`, each `(FORM tested-expr second-expr)`.

Each becomes a call of `%plai-test` (primitives/plai.py) with the tested expression as a
thunk, the second expression as a thunk too (evaluated after the tested one, as plai's
predicate does; test/pred's predicate also as written, its `expected:`), the tested
expression as written and "at line N". Another number of expressions is plai's syntax
error.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import LAMBDA, QUOTE, L, derived, parts, prim
from minischeme.values.data import NIL, Pair, make_pair
from minischeme.values.printer import write_string

FORMS = ("test", "test/pred", "test/exn", "test/regexp")


def _thunk(expr: Any, loc: Any) -> Any:
    return make_pair(LAMBDA, make_pair(NIL, make_pair(expr, NIL, loc)), loc)


@derived(*FORMS)
def expand_plai_test(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    name = x.car.name
    if len(ps) != 3:
        how = ("Expected both result and expected expression, but got only one expression"
               if len(ps) == 2 else
               "Expected only result and expected expression, but got more expressions")
        raise c.syntax_error(f"{name}: {how}\n  in: {write_string(x)}", loc, x)
    (tested, tloc), (second, sloc) = ps[1], ps[2]
    judged = _thunk(second, sloc)
    if name == "test/pred":
        judged = L(prim("cons"), judged, L(QUOTE, second))
    line = f"at line {loc[0]}" if loc is not None else "at line #f"
    return L(prim("%plai-test"), L(QUOTE, x.car), _thunk(tested, tloc), judged,
             L(QUOTE, tested), line)
