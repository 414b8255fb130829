"""racket/generator's forms (the procedures are in primitives/racket_generator.py):

* `(generator formals body ...)` -> `(%make-generator (lambda formals body ...))`
* `(infinite-generator body ...)` -> a generator whose body runs again and again
* `(in-generator [#:arity n] body ...)` -> `(%in-generator (lambda () body ...))`, a
  sequence of what the body yields
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import L, derived, parts, prim
from minischeme.values.data import gensym, make_list, sym


@derived("generator")
def expand_generator(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("generator", x, loc)
    return L(prim("%make-generator"), make_list([sym("lambda"), *(p for p, _ in ps[1:])]))


@derived("infinite-generator")
def expand_infinite_generator(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("infinite-generator", x, loc)
    loop = gensym("loop")
    body = make_list([sym("let"), loop, make_list([]), *(p for p, _ in ps[1:]), L(loop)])
    return L(prim("%make-generator"), L(sym("lambda"), make_list([]), body))


@derived("in-generator")
def expand_in_generator(c: Compiler, x: Any, loc: Any) -> Any:
    body = [p for p, _ in parts(c, x, loc)[1:]]
    if body and body[0] is sym("#:arity"):
        body = body[2:]
    if not body:
        raise c.bad_syntax("in-generator", x, loc)
    return L(prim("%in-generator"), make_list([sym("lambda"), make_list([]), *body]))
