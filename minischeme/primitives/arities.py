"""Arities as values: racket/base's `procedure-arity-mask` and
`procedure-reduce-arity-mask` (a mask: bit n set when n arguments are accepted, negative
for an arity-at-least), and racket/function's `normalize-arity`, `normalized-arity?`,
`arity=?` and `arity-includes?`. Over control.py's arities (`procedure-arity`,
`procedure-reduce-arity`), whose errors and reduced procedures these share."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import Symbol
from minischeme.values.equality import is_equal
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.runtime import is_procedure
from .control import _arity_parts, normalized_arity, procedure_arity, procedure_reduce_arity
from .registry import define


def _mask_of(parts: tuple[frozenset, int | None]) -> int:
    counts, at_least = parts
    mask = sum(1 << n for n in counts)
    return mask | -(1 << at_least) if at_least is not None else mask


def _arity_of_mask(mask: int) -> Any:
    """The normalized arity whose mask is ``mask``."""
    at_least = None
    if mask < 0:
        at_least = (~mask).bit_length()
        mask &= (1 << at_least) - 1
    counts = [n for n in range(mask.bit_length()) if mask >> n & 1]
    return normalized_arity([(n, n) for n in counts] + ([(at_least, None)] if at_least is not None else []))


@define("procedure-arity-mask", 1)
def procedure_arity_mask(proc: Any) -> int:
    """The argument counts proc accepts as a mask (bit n: n arguments; -1: any number)."""
    if not is_procedure(proc):
        raise contract_error("procedure-arity-mask", "procedure?", proc)
    parts = _arity_parts(procedure_arity(proc))
    assert parts is not None
    return _mask_of(parts)


@define("procedure-reduce-arity-mask", 2, 4)
def procedure_reduce_arity_mask(proc: Any, mask: Any, name: Any = False, realm: Any = None) -> Any:
    """proc accepting only the argument counts of mask (which proc must accept), as
    `procedure-reduce-arity` makes it."""
    who = "procedure-reduce-arity-mask"
    if not is_procedure(proc):
        raise contract_error(who, "procedure?", proc)
    if type(mask) is not int:
        raise contract_error(who, "exact-integer?", mask)
    if name is not False and type(name) is not Symbol:
        raise contract_error(who, "(or/c symbol? #f)", name)
    if mask & ~procedure_arity_mask(proc):
        raise racket_error(f"{who}: arity mask of procedure does not include requested arity mask\n"
                           f"  procedure: {error_value_string(proc)}\n"
                           f"  requested arity mask: {mask}", EXN_FAIL_CONTRACT)
    arity = _arity_of_mask(mask)
    return procedure_reduce_arity(proc, arity, name) if realm is None else \
        procedure_reduce_arity(proc, arity, name, realm)


def _parts(who: str, a: Any, pos: int | None = None, args: list | None = None) -> tuple:
    parts = _arity_parts(a)
    if parts is None:
        raise contract_error(who, "procedure-arity?", a, pos, args)
    return parts


def _normalize(parts: tuple[frozenset, int | None]) -> Any:
    counts, at_least = parts
    return normalized_arity([(n, n) for n in counts] + ([(at_least, None)] if at_least is not None else []))


@define("normalize-arity", 1, lib="racket/function")
def normalize_arity(a: Any) -> Any:
    """Arity a in Racket's normal form: a count, an arity-at-least, or an increasing list
    of counts ending perhaps with an arity-at-least beyond them."""
    return _normalize(_parts("normalize-arity", a))


@define("normalized-arity?", 1, lib="racket/function")
def normalized_arity_p(a: Any) -> bool:
    """Is a an arity in normal form?"""
    parts = _arity_parts(a)
    return parts is not None and is_equal(_normalize(parts), a)


@define("arity=?", 2, lib="racket/function")
def arity_eq(a: Any, b: Any) -> bool:
    """Do arities a and b accept the same argument counts?"""
    return _mask_of(_parts("arity=?", a, 0, [a, b])) == _mask_of(_parts("arity=?", b, 1, [a, b]))


@define("arity-includes?", 2, lib="racket/function")
def arity_includes_p(a: Any, b: Any) -> bool:
    """Does arity a accept every argument count arity b does?"""
    ma = _mask_of(_parts("arity-includes?", a, 0, [a, b]))
    mb = _mask_of(_parts("arity-includes?", b, 1, [a, b]))
    return mb & ~ma == 0

