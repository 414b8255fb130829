"""r5rs: Racket's R5RS library (collects r5rs/main.rkt), the base of `#lang r5rs` and
`#lang sicp`, and what `(require r5rs)` brings.

Its pairs are mutable pairs: `cons` *is* racket/base's `mcons`, `car` is `mcar`, `pair?` is
`mpair?` (the same procedure objects, so they print as `#<procedure:mcar>` and fail with
mcar's contract violation, as in Racket), and the list procedures are compatibility/mlist's
over them (`list` is `mlist`, `map` is `mmap` ...). The rest are r5rs's own procedures,
named as Racket names them: the `c[ad]{2,4}r` compositions (`mcadr` ...), `apply`
(`mapply`: its last argument a mutable list), the list/string/vector conversions, `read`
(what it reads made mutable), `display` and `write` (mutable pairs in parentheses, whatever
print-mpair-curly-braces says), and `force` over r5rs's own promises (made by its `delay`:
they print as `#<promise>`, and forcing anything else is an error).

The forms that make mutable data (quote, quasiquote, a lambda's rest argument) are the
expander's where r5rs's forms are enabled (``to_mutable`` below is their conversion);
`delay` and sicp's `cons-stream` are forms/r5rs.py's macros.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, MPair, MVector, Pair, make_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, racket_error
from minischeme.values.printer import PRINT_MPAIR_CURLY_BRACES, print_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import apply_procedure
from .registry import add, define, library, library_primitives

library("r5rs")

_RACKET = library_primitives("racket/base")
_MLIST = library_primitives("compatibility/mlist")
from .compatibility_mlist import _elements, _from_python  # noqa: E402  (its library loaded above)


# ------------------------------------------------------------------ mutable data

def to_mutable(v: Any) -> Any:
    """A datum with its pairs made mutable pairs, as r5rs's `quote` makes them (vectors
    holding pairs are new vectors; anything else stays itself). A loop: data may be long."""
    if type(v) is MVector:
        if not _has_pairs(v):
            return v
        return MVector([to_mutable(x) for x in v.items])
    if type(v) is not Pair:
        return v
    head = MPair(None, NIL)
    last = head
    while type(v) is Pair:
        cell = MPair(to_mutable(v.car), NIL)
        last.cdr = cell
        last = cell
        v = v.cdr
    last.cdr = to_mutable(v)
    return head.cdr


def _has_pairs(v: Any) -> bool:
    """Does a vector hold a pair, at any depth of vectors?"""
    return any(type(x) is Pair or (type(x) is MVector and _has_pairs(x)) for x in v.items)


def to_immutable(v: Any) -> Any:
    """A datum with its mutable pairs made pairs (what r5rs's `eval` hands Racket's)."""
    if type(v) is MVector:
        return MVector([to_immutable(x) for x in v.items])
    if type(v) is not MPair:
        return v
    items = []
    while type(v) is MPair:
        items.append(to_immutable(v.car))
        v = v.cdr
    return make_list(items, to_immutable(v))


@define("%list->mlist", 1)
def rest_to_mlist(l: Any) -> Any:
    """A rest argument's list as r5rs's lambda gives it: a mutable list."""
    return _from_python(list(l))


# ------------------------------------------------------------------ Racket's procedures, renamed

for _name, _racket in (("cons", "mcons"), ("car", "mcar"), ("cdr", "mcdr"), ("set-car!", "set-mcar!"),
                       ("set-cdr!", "set-mcdr!"), ("pair?", "mpair?")):
    add(_name, _RACKET[_racket])
for _name in ("list", "list?", "length", "append", "reverse", "list-tail", "list-ref", "memq",
              "memv", "member", "assq", "assv", "assoc", "map", "for-each"):
    add(_name, _MLIST["m" + _name])


def _cxr(path: str) -> Primitive:
    """r5rs's `c[ad]+r` over mutable pairs: `path` read right to left, as the name."""
    mcar, mcdr = _RACKET["mcar"].fn, _RACKET["mcdr"].fn
    steps = [mcar if c == "a" else mcdr for c in reversed(path)]

    def walk(p: Any) -> Any:
        for step in steps:
            p = step(p)
        return p
    return Primitive(f"mc{path}r", walk, 1, 1)


for _path in ("aa", "ad", "da", "dd", "aaa", "aad", "ada", "add", "daa", "dad", "dda", "ddd",
              "aaaa", "aaad", "aada", "aadd", "adaa", "adad", "adda", "addd",
              "daaa", "daad", "dada", "dadd", "ddaa", "ddad", "ddda", "dddd"):
    add(f"c{_path}r", _cxr(_path))


def _renamed(name: str, shown: str, fn: Any, lo: int, hi: int | None) -> Primitive:
    """Bind ``name`` to a primitive Racket shows as ``shown``."""
    p = Primitive(shown, fn, lo, hi)
    add(name, p)
    return p


_renamed("string->list", "string->mlist",
         lambda s: _from_python(list(_RACKET["string->list"].fn(s))), 1, 1)
_renamed("list->string", "mlist->string",
         lambda l: _RACKET["list->string"].fn(make_list(_elements(l))), 1, 1)
_renamed("vector->list", "vector->mlist",
         lambda v: _from_python(list(_RACKET["vector->list"].fn(v))), 1, 1)
_LIST_TO_VECTOR = _renamed("list->vector", "mlist->vector",
         lambda l: _RACKET["list->vector"].fn(make_list(_elements(l))), 1, 1)


# what r5rs's quasiquote builds with (forms/core.py's _qq), for expansions to embed
add("%mlist", _MLIST["mlist"])
add("%mappend", _MLIST["mappend"])
add("%mlist->vector", _LIST_TO_VECTOR)


def _mapply(proc: Any, *args: Any) -> Any:
    """(apply f a ... l): l a mutable list (mcar's error on anything else)."""
    return _RACKET["apply"].fn(proc, *args[:-1], make_list(_elements(args[-1])))


_renamed("apply", "mapply", _mapply, 2, None)


def _without_braces(who: str) -> Any:
    """r5rs's display or write: Racket's, with print-mpair-curly-braces off."""
    racket = _RACKET[who].fn

    def show(v: Any, port: Any = None) -> Any:
        saved, PRINT_MPAIR_CURLY_BRACES.value = PRINT_MPAIR_CURLY_BRACES.value, False
        try:
            return racket(v) if port is None else racket(v, port)
        finally:
            PRINT_MPAIR_CURLY_BRACES.value = saved
    return show


_renamed("display", "mdisplay", _without_braces("display"), 1, 2)
_renamed("write", "mwrite", _without_braces("write"), 1, 2)


def _mread(*port: Any) -> Any:
    """Racket's read, its pairs made mutable."""
    return to_mutable(_RACKET["read"].fn(*port))


_renamed("read", "mread", _mread, 0, 1)


def _meval(datum: Any, ns: Any = None) -> Any:
    """Racket's eval of the datum with its mutable pairs made pairs."""
    run = _RACKET["eval"].fn
    return run(to_immutable(datum)) if ns is None else run(to_immutable(datum), ns)


_renamed("eval", "meval", _meval, 1, 2)


@define("scheme-report-environment", 1)
def scheme_report_environment(n: Any) -> Any:
    """A namespace of r5rs (for `eval`); 5 is the only version."""
    if n != 5 or type(n) is not int:
        raise racket_error(f"scheme-report-environment: expected argument of type <5>; given: "
                           f"{print_string(n)}", EXN_FAIL_CONTRACT)
    from .eval_namespaces import EvalNamespace
    return EvalNamespace("r5rs")


# ------------------------------------------------------------------ promises

class R5RSPromise:
    """A promise of r5rs's `delay` (a struct of r5rs/main.rkt there): its thunk until forced,
    then its values. It always prints as `#<promise>`."""

    __slots__ = ("thunk", "done", "value")

    def __init__(self, thunk: Any) -> None:
        self.thunk = thunk
        self.done = False
        self.value: Any = None

    def racket_repr(self) -> str:
        return "#<promise>"


@define("%make-r5rs-promise", 1)
def make_r5rs_promise(thunk: Any) -> R5RSPromise:
    """The promise of r5rs's (delay expr)."""
    return R5RSPromise(thunk)


def r5rs_force(p: Any) -> Any:
    """r5rs's force: the promise's value, computed once (a promise forced again while it is
    computed keeps the first value computed); anything but a promise is an error."""
    if type(p) is not R5RSPromise:
        raise racket_error(f"force: expected argument of type <promise>; given: {print_string(p)}",
                           EXN_FAIL_CONTRACT)
    if not p.done:
        v = apply_procedure(p.thunk, [])
        if not p.done:
            p.value, p.done, p.thunk = v, True, None
    return p.value


_renamed("force", "r5rs:force", r5rs_force, 1, 1)

