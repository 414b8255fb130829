"""racket/base's hash codes: `equal-hash-code`, `equal-secondary-hash-code`,
`eq-hash-code`, `eqv-hash-code` (a program's own `prop:equal+hash` or a hash key made
from them, as `(equal-hash-code Value)` in a class's `HashKey` method).

Racket's numbers are its own; what a program may rely on holds here: values that are
`equal?` (`eqv?`, `eq?`) have the same code. The codes are the same in every run (a
verdict must not depend on Python's per-process string hashing, so no `hash()` of a str):
an equal-hash code is a CRC of the value as `print` shows it (equal values print alike);
an eq-hash code of a number, character or symbol is of its value, of any other object of
its kind (a legal hash code: eq? objects get equal ones, however the object changes, with
nothing kept alive and nothing that depends on earlier runs in the process).
"""
from __future__ import annotations

import zlib
from typing import Any

from minischeme.values.data import Char, Symbol
from minischeme.values.printer import print_string
from .registry import define, library

library("racket/base")

def _printed_code(v: Any, salt: bytes) -> int:
    """A fixnum from the text of v as printed (equal? values print alike)."""
    return zlib.crc32(salt + print_string(v).encode("utf-8", "surrogatepass"))


@define("equal-hash-code", 1)
def equal_hash_code(v: Any) -> int:
    """A hash code of v for equal?: equal values have equal codes."""
    return _printed_code(v, b"")


@define("equal-secondary-hash-code", 1)
def equal_secondary_hash_code(v: Any) -> int:
    """A second, independent hash code of v for equal?."""
    return _printed_code(v, b"secondary:")


@define("eq-hash-code", 1)
def eq_hash_code(v: Any) -> int:
    """A hash code of v for eq?: a number, character or symbol by its value (equal ones
    may be one object or two), any other object by its kind."""
    if type(v) in (int, float, bool, Char, Symbol) or v is None:
        return _printed_code(v, b"eq:")
    return zlib.crc32(b"eq-object:" + type(v).__name__.encode())


@define("eqv-hash-code", 1)
def eqv_hash_code(v: Any) -> int:
    """A hash code of v for eqv?: numbers and characters by value, others as eq-hash-code."""
    if type(v) in (int, float, Char) or isinstance(v, complex):
        return _printed_code(v, b"eqv:")
    return eq_hash_code(v)
