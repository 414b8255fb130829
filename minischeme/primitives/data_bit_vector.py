"""data/bit-vector: fixed-size vectors of booleans, as Racket 8.7's data/bit-vector has them.

A bit-vector holds its bits as a Python list of booleans (Racket packs them into bytes; the
packing cannot be seen). It prints as `#<bit-vector>` (an opaque struct), is `equal?` to a
bit-vector of the same bits, and is a sequence of its bits. `bit-vector-ref` and
`bit-vector-set!` check their arguments themselves (raise-argument-error's words, and
raise-range-error's past the end); the other procedures are exported through
`provide/contract`, whose refusals here say `NAME: contract violation` with the expected
and given value (Racket's blame lines are left out). `for/bit-vector` is not provided.
"""
from __future__ import annotations

import re
from typing import Any, Iterator

from minischeme.values.data import VOID, Symbol, as_str, is_list, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.runtime import apply_procedure, is_procedure
from .base_lists import from_pylist, to_pylist
from .registry import define, library

library("data/bit-vector")


class BitVector:
    """A bit-vector: its bits, in order."""

    __slots__ = ("bits",)

    def __init__(self, bits: list[bool]) -> None:
        self.bits = bits

    def racket_repr(self) -> str:
        return "#<bit-vector>"

    def racket_equal_key(self) -> Any:
        return ("bit-vector", tuple(self.bits))

    def racket_sequence(self) -> Iterator:
        return iter(list(self.bits))


def _bv(who: str, v: Any) -> BitVector:
    if type(v) is not BitVector:
        raise contract_error(who, "bit-vector?", v)
    return v


def _natural(who: str, n: Any) -> int:
    if type(n) is not int or n < 0:
        raise contract_error(who, "exact-nonnegative-integer?", n)
    return n


def _booleans(who: str, items: list) -> list[bool]:
    for x in items:
        if type(x) is not bool:
            raise contract_error(who, "boolean?", x)
    return list(items)


def _range_error(who: str, n: int, bv: BitVector) -> Exception:
    size = len(bv.bits)
    if size == 0:
        return racket_error(f"{who}: index is out of range for empty bit-vector\n  index: {n}",
                            EXN_FAIL_CONTRACT)
    return racket_error(f"{who}: index is out of range\n  index: {n}\n  valid range: [0, "
                        f"{size - 1}]\n  bit-vector: #<bit-vector>", EXN_FAIL_CONTRACT)


@define("bit-vector?", 1)
def bit_vector_p(v: Any) -> bool:
    """Is v a bit-vector?"""
    return type(v) is BitVector


@define("bit-vector", 0, None)
def bit_vector(*bits: Any) -> BitVector:
    """A bit-vector of the given booleans."""
    return BitVector(_booleans("bit-vector", list(bits)))


@define("make-bit-vector", 1, 2)
def make_bit_vector(size: Any, fill: Any = False) -> BitVector:
    """(make-bit-vector size [fill]): size bits, each fill (#f by default)."""
    _natural("make-bit-vector", size)
    if type(fill) is not bool:
        raise contract_error("make-bit-vector", "boolean?", fill)
    return BitVector([fill] * size)


@define("bit-vector-ref", 2, 3)
def bit_vector_ref(bv: Any, n: Any, *default: Any) -> Any:
    """(bit-vector-ref bv n [default]): the bit at n; past the end, default (called if a
    procedure) or the range error."""
    if type(n) is not int or n < 0:
        raise contract_error("bit-vector-ref", "natural?", n)
    if type(bv) is not BitVector:
        raise contract_error("bit-vector-ref", "bit-vector?", bv)
    if n < len(bv.bits):
        return bv.bits[n]
    if not default:
        raise _range_error("bit-vector-ref", n, bv)
    return apply_procedure(default[0], []) if is_procedure(default[0]) else default[0]


@define("bit-vector-set!", 3)
def bit_vector_set(bv: Any, n: Any, b: Any) -> Any:
    """(bit-vector-set! bv n b): make the bit at n b."""
    if type(n) is not int or n < 0:
        raise contract_error("bit-vector-set!", "natural?", n)
    if type(b) is not bool:
        raise contract_error("bit-vector-set!", "boolean?", b)
    if type(bv) is not BitVector:
        raise contract_error("bit-vector-set!", "bit-vector?", bv)
    if n >= len(bv.bits):
        raise _range_error("bit-vector-set!", n, bv)
    bv.bits[n] = b
    return VOID


@define("bit-vector-length", 1)
def bit_vector_length(bv: Any) -> int:
    """The number of bits."""
    return len(_bv("bit-vector-length", bv).bits)


@define("bit-vector-popcount", 1)
def bit_vector_popcount(bv: Any) -> int:
    """The number of bits that are #t."""
    return sum(_bv("bit-vector-popcount", bv).bits)


@define("bit-vector-copy", 1, 3)
def bit_vector_copy(bv: Any, start: Any = 0, end: Any = None) -> BitVector:
    """(bit-vector-copy bv [start end]): a new bit-vector of the bits from start to end."""
    bits = _bv("bit-vector-copy", bv).bits
    _natural("bit-vector-copy", start)
    end = len(bits) if end is None else _natural("bit-vector-copy", end)
    if end > len(bits) or start > end:
        bad, what = (end, "ending") if end > len(bits) else (start, "starting")
        raise racket_error(f"bit-vector-copy: {what} index is out of range\n  {what} index: "
                           f"{bad}\n  valid range: [{start if what == 'ending' else 0}, "
                           f"{len(bits)}]\n  bit-vector: #<bit-vector>", EXN_FAIL_CONTRACT)
    return BitVector(bits[start:end])


@define("bit-vector->list", 1)
def bit_vector_to_list(bv: Any) -> Any:
    """The bits as a list of booleans."""
    return from_pylist(list(_bv("bit-vector->list", bv).bits))


@define("list->bit-vector", 1)
def list_to_bit_vector(lst: Any) -> BitVector:
    """A bit-vector of a list of booleans."""
    if not is_list(lst) or any(type(x) is not bool for x in to_pylist(lst)):
        raise contract_error("list->bit-vector", "(listof boolean?)", lst)
    return BitVector(to_pylist(lst))


@define("bit-vector->string", 1)
def bit_vector_to_string(bv: Any) -> str:
    """The bits as a string of 0s and 1s."""
    return "".join("1" if b else "0" for b in _bv("bit-vector->string", bv).bits)


@define("string->bit-vector", 1)
def string_to_bit_vector(s: Any) -> BitVector:
    """A bit-vector of a string of 0s and 1s."""
    text = as_str(s)
    if text is None or not re.fullmatch(r"[01]*", text):
        raise contract_error("string->bit-vector", '(and/c string? #rx"^[01]*$")', s)
    return BitVector([c == "1" for c in text])


@define("in-bit-vector", 1)
def in_bit_vector(bv: Any) -> Any:
    """The bits of a bit-vector as a sequence."""
    if type(bv) is not BitVector:
        raise contract_error("in-bit-vector", "bit-vector?", bv)
    from .sequences import Sequence
    return Sequence(lambda: iter(list(bv.bits)))
