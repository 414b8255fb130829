"""data/gvector: growable vectors, as Racket 8.7's data/gvector makes them.

A gvector holds its elements in a Python list (Racket's doubles a vector's capacity; the
capacity cannot be seen, beyond `#:capacity` being checked). It prints as Racket's
constructor-style printer shows it: `(gvector 1 2)` by `print` by itself, `#<gvector: 1
2>` by write and display and inside a quoted value. Two gvectors are `equal?` when their
elements are, and a gvector is a sequence of its elements (read as the walk reaches them,
so one added during a walk is seen).

data/gvector exports its procedures through `provide/contract`: a bad argument is
Racket's blame error (values/errors.blame_error), a wrong number of arguments its arity
error listing them; an index past the end is the library's own `raise-range-error`, and
`gvector-remove-last!` of an empty gvector its `error`. `gvector-set!` at the index just
past the end adds, as in Racket. `in-gvector` given a non-gvector is its `raise-type-error`.
`for/gvector` and `for*/gvector` are forms/vector_loops.py's.
"""
from __future__ import annotations

from typing import Any, Iterator

from minischeme.values.data import VOID, MVector, is_list
from minischeme.values.equality import hash_key
from minischeme.values.errors import EXN_FAIL, EXN_FAIL_CONTRACT, arity_error, blame_error, racket_error
from minischeme.values.printer import QUOTABLE_CONSTRUCTOR_PRINTED, error_value_string
from minischeme.values.runtime import apply_procedure, is_procedure
from .base_lists import from_pylist, split_keywords, to_pylist
from .sequences import Sequence
from .registry import define, library

library("data/gvector")

_SOURCE = "<pkgs>/data-lib/data/gvector.rkt"
# who -> (its contract as Racket prints it in a blame error, its line in gvector.rkt)
_CONTRACTS = {
    "make-gvector": (["(->*", " ()", " (#:capacity exact-positive-integer?)", " gvector?)"], 284),
    "gvector-ref": (["(->* (gvector? natural?) (any/c) any)"], 286),
    "gvector-set!": (["(-> gvector? natural? any/c any)"], 288),
    "gvector-add!": (["(->* (gvector?) #:rest any/c any)"], 290),
    "gvector-insert!": (["(-> gvector? natural? any/c any)"], 292),
    "gvector-remove!": (["(-> gvector? natural? any)"], 294),
    "gvector-remove-last!": (["(-> gvector? any)"], 296),
    "gvector-count": (["(-> gvector? any)"], 298),
    "gvector->vector": (["(-> gvector? vector?)"], 300),
    "gvector->list": (["(-> gvector? (listof any/c))"], 302),
    "vector->gvector": (["(-> vector? gvector?)"], 304),
    "list->gvector": (["(-> (listof any/c) gvector?)"], 306),
}
_ORDINALS = ("1st", "2nd")


class GVector:
    """A growable vector: its elements, in order."""

    __slots__ = ("items",)

    def __init__(self, items: list) -> None:
        self.items = items

    def racket_elements(self) -> tuple[str, list]:
        return "gvector", list(self.items)

    def racket_equal_key(self) -> Any:
        return ("gvector", tuple(hash_key(x) for x in self.items))

    def racket_sequence(self) -> Iterator:
        return _walk(self)

    def __repr__(self) -> str:
        return f"#<gvector: {len(self.items)} elements>"


QUOTABLE_CONSTRUCTOR_PRINTED.add(GVector)


def _walk(g: GVector) -> Iterator:
    """The elements, each read when the walk reaches its index."""
    i = 0
    while i < len(g.items):
        yield g.items[i]
        i += 1


def _blame(who: str, expected: str, given: Any, position: int | str) -> Exception:
    contract, line = _CONTRACTS[who]
    where = (f"the {position} argument of" if type(position) is str
             else f"the {_ORDINALS[position]} argument of")
    return blame_error(who, expected, given, where, contract, ["", "      " + _SOURCE],
                       f"{_SOURCE}:{line}:2")


def _arguments(who: str, args: tuple, least: int, most: int | None,
               expected: str | None) -> None:
    """Racket's arity error of a contracted procedure (the arguments listed), unless
    least <= len(args) <= most."""
    if len(args) < least or (most is not None and len(args) > most):
        raise arity_error(who, expected, list(args), True)


def _gvector(who: str, g: Any) -> GVector:
    if type(g) is not GVector:
        raise _blame(who, "gvector?", g, 0)
    return g


def _natural(who: str, i: Any) -> int:
    if type(i) is not int or i < 0:
        raise _blame(who, "natural?", i, 1)
    return i


def _check_index(who: str, g: GVector, i: int, past_end: bool) -> None:
    """The library's check-index: i below the count (or equal to it, when ``past_end``)."""
    n = len(g.items)
    hi = n + 1 if past_end else n
    if i >= hi:
        if hi == 0:
            raise racket_error(f"{who}: index is out of range for empty gvector\n  index: {i}",
                               EXN_FAIL_CONTRACT)
        raise racket_error(f"{who}: index is out of range\n  index: {i}\n  valid range: "
                           f"[0, {hi - 1}]\n  gvector: {error_value_string(g)}", EXN_FAIL_CONTRACT)


@define("make-gvector", 0, None)
def make_gvector(*args: Any) -> GVector:
    """(make-gvector [#:capacity n]): a new empty gvector."""
    positional, keywords = split_keywords("make-gvector", args, ("#:capacity",))
    if positional:
        raise arity_error("make-gvector", "0 plus an optional argument with keyword #:capacity",
                          list(args), True)
    capacity = keywords.get("#:capacity", 10)
    if type(capacity) is not int or capacity <= 0:
        raise _blame("make-gvector", "exact-positive-integer?", capacity, "#:capacity")
    return GVector([])


@define("gvector", 0, None)
def gvector(*items: Any) -> GVector:
    """A new gvector of the arguments."""
    return GVector(list(items))


@define("gvector?", 1)
def gvector_p(v: Any) -> bool:
    """Is v a gvector?"""
    return type(v) is GVector


@define("gvector-ref", 0, None)
def gvector_ref(*args: Any) -> Any:
    """(gvector-ref g i [default]): the element at i; past the end, default (called if a
    procedure), or the range error."""
    _arguments("gvector-ref", args, 2, 3, None)
    g, i = _gvector("gvector-ref", args[0]), _natural("gvector-ref", args[1])
    if i < len(g.items):
        return g.items[i]
    if len(args) == 2:
        _check_index("gvector-ref", g, i, False)
    default = args[2]
    return apply_procedure(default, []) if is_procedure(default) else default


@define("gvector-set!", 0, None)
def gvector_set(*args: Any) -> Any:
    """(gvector-set! g i v): make the element at i v (at the count: add v)."""
    _arguments("gvector-set!", args, 3, 3, "3")
    g, i = _gvector("gvector-set!", args[0]), _natural("gvector-set!", args[1])
    _check_index("gvector-set!", g, i, True)
    if i == len(g.items):
        g.items.append(args[2])
    else:
        g.items[i] = args[2]
    return VOID


@define("gvector-add!", 0, None)
def gvector_add(*args: Any) -> Any:
    """(gvector-add! g v ...): add the v's at the end."""
    _arguments("gvector-add!", args, 1, None, "at least 1")
    _gvector("gvector-add!", args[0]).items.extend(args[1:])
    return VOID


@define("gvector-insert!", 0, None)
def gvector_insert(*args: Any) -> Any:
    """(gvector-insert! g i v): put v at i, moving the elements from i on up one."""
    _arguments("gvector-insert!", args, 3, 3, "3")
    g, i = _gvector("gvector-insert!", args[0]), _natural("gvector-insert!", args[1])
    _check_index("gvector-insert!", g, i, True)
    g.items.insert(i, args[2])
    return VOID


@define("gvector-remove!", 0, None)
def gvector_remove(*args: Any) -> Any:
    """(gvector-remove! g i): take out the element at i, moving the later ones down."""
    _arguments("gvector-remove!", args, 2, 2, "2")
    g, i = _gvector("gvector-remove!", args[0]), _natural("gvector-remove!", args[1])
    _check_index("gvector-remove!", g, i, False)
    del g.items[i]
    return VOID


@define("gvector-remove-last!", 0, None)
def gvector_remove_last(*args: Any) -> Any:
    """(gvector-remove-last! g): take out the last element and answer it."""
    _arguments("gvector-remove-last!", args, 1, 1, "1")
    g = _gvector("gvector-remove-last!", args[0])
    if not g.items:
        raise racket_error("gvector-remove-last!: empty", EXN_FAIL)
    return g.items.pop()


@define("gvector-count", 0, None)
def gvector_count(*args: Any) -> int:
    """(gvector-count g): how many elements g holds."""
    _arguments("gvector-count", args, 1, 1, "1")
    return len(_gvector("gvector-count", args[0]).items)


@define("gvector->vector", 0, None)
def gvector_to_vector(*args: Any) -> MVector:
    """(gvector->vector g): a new mutable vector of g's elements."""
    _arguments("gvector->vector", args, 1, 1, "1")
    return MVector(list(_gvector("gvector->vector", args[0]).items))


@define("gvector->list", 0, None)
def gvector_to_list(*args: Any) -> Any:
    """(gvector->list g): a list of g's elements."""
    _arguments("gvector->list", args, 1, 1, "1")
    return from_pylist(list(_gvector("gvector->list", args[0]).items))


@define("vector->gvector", 0, None)
def vector_to_gvector(*args: Any) -> GVector:
    """(vector->gvector v): a new gvector of the vector's elements."""
    _arguments("vector->gvector", args, 1, 1, "1")
    if type(args[0]) is not MVector:
        raise _blame("vector->gvector", "vector?", args[0], 0)
    return GVector(list(args[0].items))


@define("list->gvector", 0, None)
def list_to_gvector(*args: Any) -> GVector:
    """(list->gvector l): a new gvector of the list's elements."""
    _arguments("list->gvector", args, 1, 1, "1")
    if not is_list(args[0]):
        raise _blame("list->gvector", "list?", args[0], 0)
    return GVector(to_pylist(args[0]))


@define("in-gvector", 1)
def in_gvector(g: Any) -> Sequence:
    """The gvector's elements as a sequence."""
    if type(g) is not GVector:
        raise racket_error(f"in-gvector: expected argument of type <gvector>; given: "
                           f"{error_value_string(g)}", EXN_FAIL_CONTRACT)
    return Sequence(lambda: _walk(g))


@define("%list->gvector", 1)
def list_to_gvector_for_loop(items: Any) -> GVector:
    """The gvector of what a `for/gvector` loop collected (a list)."""
    return GVector(to_pylist(items))
