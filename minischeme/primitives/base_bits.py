"""racket/base's bit access on exact integers: `bitwise-bit-set?` and `bitwise-bit-field`,
with Racket 8.7's errors (a negative index is an "invalid ... index", not a contract
violation)."""
from __future__ import annotations

from typing import Any

from minischeme.values.errors import EXN_FAIL_CONTRACT, racket_error
from .base_numbers import check_exact_integer
from .registry import define, library

library("racket/base")


@define("bitwise-bit-set?", 2)
def bitwise_bit_set_p(n: Any, m: Any) -> bool:
    """Is bit m of n (two's complement, so a negative n has every high bit set) one?"""
    check_exact_integer("bitwise-bit-set?", n, 0, [n, m])
    check_exact_integer("bitwise-bit-set?", m, 1, [n, m])
    if m < 0:
        raise racket_error(f"bitwise-bit-set?: invalid bit index {m}", EXN_FAIL_CONTRACT)
    return bool((n >> m) & 1)


@define("bitwise-bit-field", 3)
def bitwise_bit_field(n: Any, start: Any, end: Any) -> int:
    """The bits of n from start (inclusive) to end (exclusive), as a nonnegative integer."""
    args = [n, start, end]
    for i, x in enumerate(args):
        check_exact_integer("bitwise-bit-field", x, i, args)
    if start < 0:
        raise racket_error(f"bitwise-bit-field: invalid start index {start}", EXN_FAIL_CONTRACT)
    if end < start:
        raise racket_error(f"bitwise-bit-field: invalid end index {end}", EXN_FAIL_CONTRACT)
    return (n >> start) & ((1 << (end - start)) - 1)
