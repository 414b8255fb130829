"""The procedures whose arity How to Design Programs' beginning student languages
(htdp/bsl and htdp/bsl+) narrow, as lang/private/teachprims.rkt defines them: `+`, `*`,
`/`, `=`, `append` and `string-append` take at least two arguments, the string
comparisons exactly two. `(+ 1)` is "+: expects at least 2 arguments, but found only 1"
there, and 1 in htdp/isl. Each is the procedure the later levels bind (racket's, or the
teaching `append`), with the narrower arity: its error is the caller's arity check, in
the teaching languages' words (values/teaching_errors.py)."""
from __future__ import annotations

from minischeme.values.procedures import Primitive
from .registry import add, library, library_primitives

library("htdp/beginner")

_AT_LEAST_TWO = {"+": "racket/base", "*": "racket/base", "/": "racket/base",
                 "=": "racket/base", "string-append": "racket/base", "append": "htdp"}
_EXACTLY_TWO = ("string=?", "string<?", "string>?", "string<=?", "string>=?",
                "string-ci=?", "string-ci<?", "string-ci>?", "string-ci<=?", "string-ci>=?")


def _narrowed(name: str, lib: str, max_args: int | None) -> Primitive:
    """Library ``lib``'s procedure ``name``, taking 2 to ``max_args`` arguments."""
    return Primitive(name, library_primitives(lib)[name].fn, 2, max_args)


for _name, _lib in _AT_LEAST_TWO.items():
    add(_name, _narrowed(_name, _lib, None))
for _name in _EXACTLY_TWO:
    add(_name, _narrowed(_name, "racket/base", 2))
