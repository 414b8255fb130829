"""racket/base's hash codes: `equal-hash-code`, `equal-secondary-hash-code`,
`eq-hash-code`, `eqv-hash-code` (a program's own `prop:equal+hash` or a hash key made
from them, as `(equal-hash-code Value)` in a class's `HashKey` method).

Where Racket's code is computed from the value alone (values/hash_order.py: fixnums,
flonums, interned symbols, strings, characters, booleans, '() and lists and vectors of
those), the code is Racket CS's own: `(equal-hash-code 2.5)` is 288300744895889408 as in
Racket 8.7. Elsewhere Racket's number depends on addresses; what a program may rely on
holds: values that are `equal?` (`eqv?`, `eq?`) have the same code, the same in every run
(a verdict must not depend on Python's per-process string hashing, so no `hash()` of a
str): an equal-hash code is a CRC of the value as `print` shows it (equal values print
alike); an eq-hash code of a number or character is of its value, of any other object of
its kind (a legal hash code: eq? objects get equal ones, however the object changes, with
nothing kept alive and nothing that depends on earlier runs in the process).
"""
from __future__ import annotations

import zlib
from typing import Any

from minischeme.values import hash_order
from minischeme.values import struct_properties
from minischeme.values.data import Char, StructInstance, Symbol
from minischeme.values.hash_order import Unpredictable
from minischeme.values.printer import print_string
from .registry import define, library

library("racket/base")

def _printed_code(v: Any, salt: bytes) -> int:
    """A fixnum from the text of v as printed (equal? values print alike)."""
    return zlib.crc32(salt + print_string(v).encode("utf-8", "surrogatepass"))


@define("equal-hash-code", 1)
def equal_hash_code(v: Any) -> int:
    """A hash code of v for equal?: equal values have equal codes (Racket's own where
    it depends on the value alone; an instance with prop:equal+hash, its hash-proc's)."""
    if type(v) is StructInstance and v.stype.equal_hash is not None:
        return struct_properties.equal_hash_code(v)
    try:
        return hash_order.equal_hash_code(v)
    except Unpredictable:
        return _printed_code(v, b"")


@define("equal-secondary-hash-code", 1)
def equal_secondary_hash_code(v: Any) -> int:
    """A second, independent hash code of v for equal? (an instance with prop:equal+hash:
    its hash2-proc's)."""
    if type(v) is StructInstance and v.stype.equal_hash is not None:
        return struct_properties.secondary_hash_code(v)
    return _printed_code(v, b"secondary:")


@define("eq-hash-code", 1)
def eq_hash_code(v: Any) -> int:
    """A hash code of v for eq?: a number, character or symbol by its value (equal ones
    may be one object or two), any other object by its kind."""
    try:
        return hash_order.eq_hash_code(v)
    except Unpredictable:
        pass
    if type(v) in (int, float, bool, Char, Symbol) or v is None:
        return _printed_code(v, b"eq:")
    return zlib.crc32(b"eq-object:" + type(v).__name__.encode())


@define("eqv-hash-code", 1)
def eqv_hash_code(v: Any) -> int:
    """A hash code of v for eqv?: numbers and characters by value, others as eq-hash-code."""
    try:
        return hash_order.eq_hash_code(v)
    except Unpredictable:
        pass
    if type(v) in (int, float, Char) or isinstance(v, complex):
        return _printed_code(v, b"eqv:")
    return eq_hash_code(v)
