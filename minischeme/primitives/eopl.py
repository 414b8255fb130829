"""The procedures `#lang eopl` adds to its Scheme (Essentials of Programming Languages):
`eopl:error` (Racket's `error`), `eopl:printf`, `eopl:pretty-print`, and the predicate
builders `list-of`, `maybe` and `always?`, with `empty`. The language itself (which
racket/base names it leaves out) is in running/languages.py; `define-datatype` and
`cases` are in forms/eopl_datatypes.py."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Pair
from minischeme.values.errors import EXN_FAIL, racket_error
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import call
from .base_io import error_text, printf
from .racket_pretty import pretty_write
from .registry import add, define, library

library("eopl")

add("empty", NIL)


@define("eopl:error", 1, None)
def eopl_error(first: Any, *rest: Any) -> Any:
    """(eopl:error 'who "format" v ...): Racket's error."""
    raise racket_error(error_text("error", first, rest), EXN_FAIL)


@define("eopl:printf", 1, None)
def eopl_printf(fmt: Any, *args: Any) -> Any:
    """printf."""
    return printf(fmt, *args)


@define("eopl:pretty-print", 1, 2)
def eopl_pretty_print(v: Any, port: Any = None) -> Any:
    """pretty-print as eopl's mzscheme-based language does it: in write style."""
    return pretty_write(v, port) if port is not None else pretty_write(v)


@define("list-of", 1, None)
def list_of(pred: Any, *more: Any) -> Primitive:
    """A predicate: is the value a list whose elements all satisfy pred?"""
    def test(v: Any) -> bool:
        while type(v) is Pair:
            if call(pred, v.car) is False:
                return False
            v = v.cdr
        return v is NIL
    return Primitive("list-of", test, 1, 1)


@define("maybe", 1)
def maybe(pred: Any) -> Primitive:
    """A predicate: is the value #f or does it satisfy pred?"""
    return Primitive("maybe", lambda v: v is False or call(pred, v) is not False, 1, 1)


@define("always?", 1)
def always_p(v: Any) -> bool:
    """#t, whatever v is."""
    return True
