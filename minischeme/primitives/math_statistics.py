"""math/statistics, its everyday part: `mean`, `variance`, `stddev` (with weights and
`#:bias`), `median`, `quantile`, `samples->hash`, `count-samples`. Ported from Racket 8.7's
math-lib (math/private/statistics): sums are math/base's `sum` (exact numbers stay exact),
`variance` is the biased one unless `#:bias` asks for the correction n/(n-1), a median or
quantile is an element of the sorted samples (the lower middle of an even count; their
weighted forms are not supported), and no samples give +nan.0 (a median or quantile of
none is Racket's contract error)."""
from __future__ import annotations

import functools
import math
from fractions import Fraction
from typing import Any

from minischeme.values.data import HashTable, MultipleValues
from minischeme.values.equality import hash_get, hash_put
from minischeme.values.errors import EXN_FAIL_CONTRACT, racket_error
from minischeme.values.printer import print_string
from minischeme.values.runtime import apply_procedure
from .base_lists import from_pylist, split_keywords
from .base_numbers import divide, is_real, minus, plus, times
from .base_transcendental import sqrt
from .math_base import sum_
from .sequences import sequence_iter
from .registry import define, library

library("math/statistics")

_NAN = float("nan")


def _items(who: str, seq: Any) -> list:
    got = sequence_iter(seq)
    if got is None:
        raise racket_error(f"{who}: contract violation\n  expected: sequence?\n  given: "
                           f"{print_string(seq)}", EXN_FAIL_CONTRACT)
    return list(got[0])


def _reals(who: str, seq: Any) -> list:
    xs = _items(who, seq)
    for x in xs:
        if not is_real(x):
            raise racket_error(f"{who}: contract violation\n  expected: real?\n  given: "
                               f"{print_string(x)}", EXN_FAIL_CONTRACT)
    return xs


def _weighted(who: str, xs_seq: Any, ws_seq: Any) -> tuple[list, list]:
    xs, ws = _reals(who, xs_seq), _reals(who, ws_seq)
    for w in ws:
        if w < 0:
            raise racket_error(f"{who}: contract violation\n  expected: (Sequenceof Nonnegative-Real)"
                               f"\n  given: {print_string(ws_seq)}", EXN_FAIL_CONTRACT)
    _same_lengths(who, xs_seq, ws_seq, xs, ws)
    return xs, ws


def _same_lengths(who: str, xs_seq: Any, ws_seq: Any, xs: list, ws: list) -> None:
    if len(xs) != len(ws):
        raise racket_error(f"{who}: values and weights must be the same length; given "
                           f"{print_string(xs_seq)} (length {len(xs)}) and {print_string(ws_seq)} "
                           f"(length {len(ws)})", EXN_FAIL_CONTRACT)


def _sum(xs: list) -> Any:
    return sum_(from_pylist(xs))


def _mean(who: str, xs_seq: Any, ws_seq: Any) -> Any:
    if ws_seq is not False:
        xs, ws = _weighted(who, xs_seq, ws_seq)
        n = _sum(ws)
        return _NAN if n == 0 else divide(_sum([times(x, w) for x, w in zip(xs, ws)]), n)
    xs = _reals(who, xs_seq)
    return _NAN if not xs else divide(_sum(xs), len(xs))


@define("mean", 1, 2)
def mean(xs: Any, ws: Any = False) -> Any:
    """(mean xs [ws]): the (weighted) arithmetic mean; +nan.0 for no samples."""
    return _mean("mean", xs, ws)


def _variance(who: str, args: tuple) -> Any:
    pos, kw = split_keywords(who, args, ("#:bias",))
    if not 1 <= len(pos) <= 2:
        raise racket_error(f"{who}: arity mismatch;\n the expected number of arguments does not "
                           f"match the given number\n  given: {len(pos)}", EXN_FAIL_CONTRACT)
    xs_seq, ws_seq = pos[0], pos[1] if len(pos) > 1 else False
    bias = kw.get("#:bias", False)
    m = _mean(who, xs_seq, ws_seq)
    if ws_seq is not False:
        xs, ws = _weighted(who, xs_seq, ws_seq)
        squares = [times(w, times(minus(x, m), minus(x, m))) for x, w in zip(xs, ws)]
        n = max(0, _sum(ws))
    else:
        xs = _reals(who, xs_seq)
        squares = [times(minus(x, m), minus(x, m)) for x in xs]
        n = len(xs)
    if n == 0:
        return _NAN
    m2 = max(0, divide(_sum(squares), n))
    if bias is not False:
        if bias is not True:    # a real: the sample count the correction uses
            n = bias
        c = max(0, divide(n, minus(n, 1)))
        m2 = times(m2, c)
    return m2


@define("variance", 1, None)
def variance(*args: Any) -> Any:
    """(variance xs [ws] #:bias): the second central moment (biased unless #:bias)."""
    return _variance("variance", args)


@define("stddev", 1, None)
def stddev(*args: Any) -> Any:
    """(stddev xs [ws] #:bias): the square root of the variance."""
    v = _variance("stddev", args)
    return v if type(v) is float and math.isnan(v) else sqrt(v)


def _sorted(who: str, lt: Any, xs: list) -> list:
    """The samples in the order ``lt`` makes (a stable sort, as Racket's sort)."""

    def compare(a: Any, b: Any) -> int:
        if apply_procedure(lt, [a, b]) is not False:
            return -1
        if apply_procedure(lt, [b, a]) is not False:
            return 1
        return 0
    return sorted(xs, key=functools.cmp_to_key(compare))


def _quantile(who: str, p: Any, lt: Any, xs_seq: Any) -> Any:
    xs = _items(who, xs_seq)
    if not xs:      # (median is quantile's 1/2: the error is quantile's)
        lines = ["quantile: contract violation", "  expected: nonempty Sequence", "  given: '#()",
                 "  argument position: 3rd", "  other arguments...:",
                 f"   {print_string(p)}", f"   {print_string(lt)}"]
        raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT)
    s = _sorted(who, lt, xs)
    n = len(s)
    k = math.ceil(times(p, n)) - 1
    return s[min(max(k, 0), n - 1)]


@define("quantile", 3)
def quantile(p: Any, lt: Any, xs: Any) -> Any:
    """(quantile p lt? xs): the sample at fraction p of the sorted samples (weights are
    not supported)."""
    if not is_real(p) or not 0 <= p <= 1:
        raise racket_error(f"quantile: contract violation\n  expected: (real-in 0 1)\n  given: "
                           f"{print_string(p)}", EXN_FAIL_CONTRACT)
    return _quantile("quantile", p, lt, xs)


@define("median", 2)
def median(lt: Any, xs: Any) -> Any:
    """(median lt? xs): the 1/2 quantile (the lower middle of an even count; weights are
    not supported)."""
    return _quantile("median", Fraction(1, 2), lt, xs)


def _counts(who: str, xs_seq: Any, ws_seq: Any) -> tuple[list, list]:
    xs = _items(who, xs_seq)
    ws = _reals(who, ws_seq) if ws_seq is not False else [1] * len(xs)
    _same_lengths(who, xs_seq, ws_seq, xs, ws)
    table = HashTable("equal")
    order: list = []
    for x, w in zip(xs, ws):
        old = hash_get(table, x)
        if old is None:
            order.append(x)
            hash_put(table, x, w)
        else:
            hash_put(table, x, plus(old, w))
    return order, [hash_get(table, x) for x in order]


@define("samples->hash", 1, 2)
def samples_to_hash(xs: Any, ws: Any = False) -> Any:
    """(samples->hash xs [ws]): a mutable equal?-table from each sample to its count (or
    total weight)."""
    order, counts = _counts("samples->hash", xs, ws)
    table = HashTable("equal")
    for x, c in zip(order, counts):
        hash_put(table, x, c)
    return table


@define("count-samples", 1, 2)
def count_samples(xs: Any, ws: Any = False) -> Any:
    """(count-samples xs [ws]): the distinct samples in the order first seen, and their
    counts (or total weights), as two values."""
    order, counts = _counts("count-samples", xs, ws)
    return MultipleValues([from_pylist(order), from_pylist(counts)])
