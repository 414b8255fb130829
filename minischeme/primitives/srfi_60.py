"""srfi/60 (integers as bits), as Racket 8.7's srfi-lib has it (srfi/60/60.rkt): logior,
logxor, logand, lognot, ash and integer-length are racket/base's own bitwise-ior ...
arithmetic-shift, integer-length (they print as those); bit-count, bit-set?, any-bits-set?,
first-set-bit and bitwise-merge are the same procedures as logcount, logbit?, logtest,
log2-binary-factors and bitwise-if (and print as those). The rest follow the reference
implementation step by step, through the same racket/base operations, so a wrong argument
stops with the error of the operation that meets it first (`(bit-field 6 'a 3)` is `-`'s,
`(bit-count 5.0)` vector-ref's), and the odd answers of arguments outside SRFI 60's
domain are Racket's too (`(integer->list -6)` is '(), `(bit-field 6 3 1)` is 0).
Exact integers take a direct path where the reference loops a bit (or four) at a time."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, MVector
from .base_data import vector_ref
from .base_lists import cdr, from_pylist
from .base_numbers import (arithmetic_shift, bitwise_not, integer_length, minus, modulo,
                           negative_p, num_le, odd_p, plus, positive_p, quotient, zero_p)
from .base_transcendental import expt
from .registry import LIBRARIES, add, define, library, library_primitives

library("srfi/60")

_BASE = library_primitives("racket/base")
for _name, _base in (("logior", "bitwise-ior"), ("logxor", "bitwise-xor"),
                     ("logand", "bitwise-and"), ("lognot", "bitwise-not"),
                     ("ash", "arithmetic-shift"), ("integer-length", "integer-length")):
    add(_name, _BASE[_base])


def _and(a: Any, b: Any) -> Any:
    return _BASE["bitwise-and"].fn(a, b)


def _ior(a: Any, b: Any) -> Any:
    return _BASE["bitwise-ior"].fn(a, b)


def _ones(width: Any) -> int:
    """(lognot (ash -1 width)): width ones, or 0 when width is not positive."""
    return bitwise_not(arithmetic_shift(-1, width))


@define("logtest", 2)
def logtest(n1: Any, n2: Any) -> bool:
    """Do n1 and n2 have a one bit in common?"""
    return not zero_p(_and(n1, n2))


@define("logbit?", 2)
def logbit_p(index: Any, n: Any) -> bool:
    """Is bit ``index`` of n one? (logtest (expt 2 index) n): a negative index is 1/2..."""
    if type(index) is int and type(n) is int and index >= 0:
        return bool((n >> index) & 1)
    return logtest(expt(2, index), n)


@define("copy-bit", 3)
def copy_bit(index: Any, to: Any, bit: Any) -> Any:
    """``to`` with bit ``index`` set to 1 when ``bit`` is true, else to 0."""
    if bit is not False:
        return _ior(to, arithmetic_shift(1, index))
    return _and(to, bitwise_not(arithmetic_shift(1, index)))


@define("bitwise-if", 3)
def bitwise_if(mask: Any, n0: Any, n1: Any) -> Any:
    """The bits of n0 where mask has ones, of n1 where it has zeros."""
    return _ior(_and(mask, n0), _and(bitwise_not(mask), n1))


@define("bit-field", 3)
def bit_field(n: Any, start: Any, end: Any) -> Any:
    """Bits start (inclusive) to end (exclusive) of n, shifted down to bit 0."""
    return _and(_ones(minus(end, start)), arithmetic_shift(n, minus(start)))


@define("copy-bit-field", 4)
def copy_bit_field(to: Any, source: Any, start: Any, end: Any) -> Any:
    """``to`` with bits start to end replaced by the low bits of ``source``."""
    mask = arithmetic_shift(_ones(minus(end, start)), start)
    return bitwise_if(mask, arithmetic_shift(source, start), to)


@define("rotate-bit-field", 4)
def rotate_bit_field(n: Any, count: Any, start: Any, end: Any) -> Any:
    """n with bits start to end rotated count places toward the high end."""
    width = minus(end, start)
    count = modulo(count, width)
    mask = _ones(width)
    zn = _and(mask, arithmetic_shift(n, minus(start)))
    field = _ior(_and(mask, arithmetic_shift(zn, count)), arithmetic_shift(zn, minus(count, width)))
    return _ior(arithmetic_shift(field, start), _and(bitwise_not(arithmetic_shift(mask, start)), n))


_NIBBLE_COUNTS = MVector([0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4], immutable=True)


@define("logcount", 1)
def logcount(n: Any) -> Any:
    """How many bits of n differ from its sign bit: ones of a nonnegative n, zeros of a
    negative one."""
    if type(n) is int:
        return bin(n if n >= 0 else ~n).count("1")
    if negative_p(n):
        return logcount(bitwise_not(n))
    if not positive_p(n):
        return 0            # 0.0, -0.0, +nan.0
    total = 0
    while not zero_p(n):    # a positive inexact integer: vector-ref refuses its digit
        rest = quotient(n, 16)
        total = plus(vector_ref(_NIBBLE_COUNTS, modulo(n, 16)), total)
        n = rest
    return total


@define("log2-binary-factors", 1)
def log2_binary_factors(n: Any) -> Any:
    """The index of n's lowest one bit (-1 for 0)."""
    return integer_length(_and(n, minus(n))) - 1


@define("bit-reverse", 2)
def bit_reverse(k: Any, n: Any) -> Any:
    """The low k bits of n in reverse order (a negative n's complement reversed,
    complemented)."""
    m = bitwise_not(n) if negative_p(n) else n
    k = plus(-1, k)
    if type(k) is int and type(m) is int:
        rvs = int(format(m & ((1 << (k + 1)) - 1), f"0{k + 1}b")[::-1], 2) if k >= 0 else 0
    else:
        rvs = 0
        while not negative_p(k):
            m, k, rvs = (arithmetic_shift(m, -1), plus(-1, k),
                         _ior(arithmetic_shift(rvs, 1), _and(1, m)))
    return bitwise_not(rvs) if negative_p(n) else rvs


@define("reverse-bit-field", 3)
def reverse_bit_field(n: Any, start: Any, end: Any) -> Any:
    """n with bits start to end in reverse order."""
    width = minus(end, start)
    mask = _ones(width)
    zn = _and(mask, arithmetic_shift(n, minus(start)))
    return _ior(arithmetic_shift(bit_reverse(width, zn), start),
                _and(bitwise_not(arithmetic_shift(mask, start)), n))


@define("integer->list", 1, None)
def integer_to_list(k: Any, *length: Any) -> Any:
    """k's bits as booleans, the highest first: a positive k's significant bits (none for
    k <= 0), or its low ``length`` bits (two's complement) when a length is given (extra
    arguments are ignored)."""
    if not length:
        if type(k) is int:
            return from_pylist([c == "1" for c in bin(k)[2:]] if k > 0 else [])
        bits: list = []
        while not num_le(k, 0):
            k, bit = arithmetic_shift(k, -1), odd_p(k)
            bits.append(bit)
    else:
        idx = plus(-1, length[0])
        if type(k) is int and type(idx) is int:
            return from_pylist([bool((k >> i) & 1) for i in range(idx, -1, -1)])
        bits = []
        while not negative_p(idx):
            idx, k, bit = plus(-1, idx), arithmetic_shift(k, -1), odd_p(k)
            bits.append(bit)
    return from_pylist(bits[::-1])


@define("list->integer", 1)
def list_to_integer(bools: Any) -> int:
    """The integer whose bits, highest first, are the list's elements (#f a 0, any
    other value a 1)."""
    acc = 0
    bs = bools
    while bs is not NIL:
        rest = cdr(bs)      # cdr's error for an improper list's end, as Racket's loop gives
        acc = acc + acc + (0 if bs.car is False else 1)
        bs = rest
    return acc


@define("booleans->integer", 0, None)
def booleans_to_integer(*bools: Any) -> int:
    """The integer whose bits, highest first, are the arguments (#f a 0, any other a 1)."""
    return list_to_integer(from_pylist(list(bools)))


for _alias, _name in (("bit-count", "logcount"), ("bit-set?", "logbit?"),
                      ("any-bits-set?", "logtest"), ("first-set-bit", "log2-binary-factors"),
                      ("bitwise-merge", "bitwise-if")):
    add(_alias, LIBRARIES["srfi/60"][_name])
