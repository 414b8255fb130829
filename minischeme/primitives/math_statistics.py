"""math/statistics: expected values (`mean`, `variance`, `stddev`, `skewness`, `kurtosis`
and their `/mean` forms, with optional weights and `#:bias`), `covariance`, `correlation`,
order statistics (`sort-samples`, `quantile`, `median`, `absdev`), `samples->hash` and
`count-samples`.

Ported from Racket 8.7's math-lib (math/private/statistics/*.rkt), step by step, so the
answers are Racket's: exact samples give exact means and variances, sums are math/base's
`sum` (flonums added with one rounding), no samples give +nan.0, and `median` is the
lower middle element (`quantile 1/2`), not an average. Racket's typed contracts report a
sample that is not a real as `NAME: contract violation`; the lines after `given:` (the
contract and its blame) are left out. The running `statistics` (a struct whose
transparent parent holds min, max and count, printed `(statistics 1.0 4.0 4.0 ...)`) is
updated with flonums as Racket's is. Left out: `bin-samples`, `hpd-interval` and the Monte
Carlo procedures."""
from __future__ import annotations

import functools
import math
from typing import Any

from minischeme.values.data import (HashTable, MultipleValues, MVector, StructInstance,
                                    StructType, make_list)
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import EXN_FAIL_CONTRACT, arity_error, contract_error, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.runtime import apply_procedure, is_procedure
from .base_data import hash_ref, hash_set_bang
from .base_lists import split_keywords
from .base_numbers import add2, divide, is_real, minus, times
from .base_transcendental import expt, sqrt
from .math_base import sum_of
from .registry import add, define, library, lookup_primitive
from .sequences import sequence_iter

library("math/statistics")

NAN = math.nan


def _max0(x: Any) -> Any:
    """Racket's (max 0 x): +nan.0 stays, an inexact x makes an inexact answer."""
    return lookup_primitive("max").fn(0, x)


def _flmax0(x: float) -> float:
    """Racket's (flmax 0.0 x): +nan.0 stays."""
    return x if x != x else max(0.0, x)


# ------------------------------------------------------------------ samples

def _samples(who: str, xs: Any, reals: bool = True) -> list:
    """The elements of the sequence xs as a Python list (each a real when ``reals``)."""
    found = sequence_iter(xs)
    if found is None:
        raise contract_error(who, "(sequence/c real?)" if reals else "sequence?", xs)
    items = list(found[0])
    if reals:
        for x in items:
            if not is_real(x):
                raise contract_error(who, "real?", x)
    return items


def _weighted(who: str, xs: Any, ws: Any, reals: bool = True) -> tuple[list, list]:
    """The samples and their weights (sequences->weighted-samples): each weight a
    nonnegative real, as many weights as samples."""
    items = _samples(who, xs, reals)
    weights = _samples(who, ws)
    for w in weights:
        if not w >= 0:
            raise contract_error(who, "(Sequenceof Nonnegative-Real)", ws, 1, [xs, ws])
    if len(items) != len(weights):
        raise racket_error(f"{who}: values and weights must be the same length; given "
                           f"{error_value_string(make_list(items))} (length {len(items)}) "
                           f"and {error_value_string(make_list(weights))} (length {len(weights)})")
    return items, weights


def _sum(values: list) -> Any:
    """math/base's sum of a Python list of reals."""
    return sum_of(values)


def _split_bias(who: str, args: tuple, low: int, high: int) -> tuple[list, Any]:
    """The positional arguments and the `#:bias` argument (#f by default)."""
    positional, keywords = split_keywords(who, args, ("#:bias",))
    if not low <= len(positional) <= high:
        raise arity_error(who, f"{low} to {high} plus optional argument with keyword #:bias",
                          positional)
    return positional, keywords.get("#:bias", False)


# ------------------------------------------------------------------ bias adjustments

def _bias_n(n: Any, bias: Any, least: int) -> Any:
    """get-bias-adjustment: the sample count to correct with (bias itself when a real)."""
    count = bias if bias is not True and is_real(bias) else n
    return count if count > least else NAN


def _adjust_variance(m2: Any, n: Any, bias: Any) -> Any:
    if bias is False:
        return m2
    n = _bias_n(n, bias, 1)
    return times(m2, _max0(divide(n, minus(n, 1))))


def _adjust_skewness(g: Any, n: Any, bias: Any) -> float:
    if bias is False:
        return float(g)
    n = _bias_n(n, bias, 2)
    return float(times(g, divide(sqrt(_max0(times(n, minus(n, 1)))), minus(n, 2))))


def _adjust_kurtosis(g: Any, n: Any, bias: Any) -> Any:
    if bias is False:
        return g
    n = _bias_n(n, bias, 3)
    c = _max0(divide(minus(n, 1), times(minus(n, 2), minus(n, 3))))
    return times(add2(times(add2(n, 1), g), 6), c)


# ------------------------------------------------------------------ expected values

def _mean(who: str, xs: Any, ws: Any) -> Any:
    if ws is not False:
        items, weights = _weighted(who, xs, ws)
        n = _sum(weights)
        return NAN if n == 0 else divide(_sum([times(x, w) for x, w in zip(items, weights)]), n)
    items = _samples(who, xs)
    return NAN if not items else divide(_sum(items), len(items))


def _moments(who: str, m: Any, xs: Any, ws: Any, power: int) -> tuple[list, list, Any]:
    """The weighted squared deviations from m, the deviations to ``power``, and the count
    (the weights' sum, or the number of samples)."""
    if ws is not False:
        items, weights = _weighted(who, xs, ws)
        devs = [minus(x, m) for x in items]
        squares = [times(w, times(d, d)) for d, w in zip(devs, weights)]
        powers = [times(w, expt(d, power)) for d, w in zip(devs, weights)]
        return squares, powers, _max0(_sum(weights))
    items = _samples(who, xs)
    devs = [minus(x, m) for x in items]
    return [times(d, d) for d in devs], [expt(d, power) for d in devs], len(items)


def _variance(who: str, m: Any, xs: Any, ws: Any, bias: Any) -> Any:
    squares, _, n = _moments(who, m, xs, ws, 2)
    if n == 0:
        return NAN
    return _adjust_variance(_max0(divide(_sum(squares), n)), n, bias)


def _skewness(who: str, m: Any, xs: Any, ws: Any, bias: Any) -> Any:
    squares, cubes, n = _moments(who, m, xs, ws, 3)
    if n == 0:
        return NAN
    m2 = expt(_max0(_sum(squares)), divide(3, 2))
    if m2 == 0:
        return NAN
    return _adjust_skewness(divide(times(_sum(cubes), math.sqrt(float(n))), m2), n, bias)


def _kurtosis(who: str, m: Any, xs: Any, ws: Any, bias: Any) -> Any:
    squares, fourths, n = _moments(who, m, xs, ws, 4)
    if n == 0:
        return NAN
    m2 = _sum(squares)
    if m2 == 0:
        return NAN
    return _adjust_kurtosis(_max0(divide(times(divide(_sum(fourths), m2), n), m2)), n, bias)


@define("mean", 1, 2)
def mean(xs: Any, ws: Any = False) -> Any:
    """(mean xs [ws]): the (weighted) mean; exact for exact samples, +nan.0 for none."""
    return _mean("mean", xs, ws)


def _with_mean(name: str, moment: Any, given_mean: bool) -> Any:
    """A procedure of math/statistics taking the samples (after the mean when
    ``given_mean``), optional weights and `#:bias`."""
    low = 2 if given_mean else 1

    def procedure(*args: Any) -> Any:
        positional, bias = _split_bias(name, args, low, low + 1)
        if given_mean:
            m, xs, *rest = positional
        else:
            xs, *rest = positional
        ws = rest[0] if rest else False
        if not given_mean:
            m = _mean(name, xs, ws)
        return moment(name, m, xs, ws, bias)
    procedure.__doc__ = f"({name} {'m ' if given_mean else ''}xs [ws] #:bias b)"
    return procedure


for _name, _moment in (("variance", _variance), ("skewness", _skewness), ("kurtosis", _kurtosis)):
    define(_name, 1, None)(_with_mean(_name, _moment, False))
    define(f"{_name}/mean", 2, None)(_with_mean(f"{_name}/mean", _moment, True))


def _stddev(who: str, m: Any, xs: Any, ws: Any, bias: Any) -> Any:
    # stddev/mean ignores its m argument and uses the samples' mean (as Racket 8.7's does)
    return sqrt(_variance(who, _mean(who, xs, ws), xs, ws, bias))


define("stddev", 1, None)(_with_mean("stddev", _stddev, False))
define("stddev/mean", 2, None)(_with_mean("stddev/mean", _stddev, True))


# ------------------------------------------------------------------ covariance, correlation

def _covariance(who: str, mx: Any, my: Any, xs: Any, ys: Any, ws: Any, bias: Any) -> Any:
    if ws is not False:
        items, weights = _weighted(who, xs, ws)
        others = _samples(who, ys)
    else:
        items, others = _samples(who, xs), _samples(who, ys)
        weights = [1] * len(items)
    if len(items) != len(others):
        raise racket_error(f"{who}: value sequences must be the same length; given "
                           f"{error_value_string(make_list(items))} (length {len(items)}) and "
                           f"{error_value_string(make_list(others))} (length {len(others)})")
    products = [times(times(w, minus(x, mx)), minus(y, my)) if ws is not False
                else times(minus(x, mx), minus(y, my))
                for x, y, w in zip(items, others, weights)]
    n = _max0(_sum(weights)) if ws is not False else len(items)
    m2 = divide(_sum(products), n)
    if bias is False:
        return m2
    n = _bias_n(n, bias, 1)
    return times(m2, divide(n, minus(n, 1)))


def _two_sample(name: str, given_means: bool, correlate: bool) -> Any:
    low = 4 if given_means else 2

    def procedure(*args: Any) -> Any:
        positional, bias = _split_bias(name, args, low, low + 1)
        if given_means:
            mx, my, xs, ys, *rest = positional
        else:
            xs, ys, *rest = positional
        ws = rest[0] if rest else False
        if not given_means:
            mx, my = _mean(name, xs, ws), _mean(name, ys, ws)
        covariance = _covariance(name, mx, my, xs, ys, ws, bias)
        if not correlate:
            return covariance
        sx = _stddev(name, mx, xs, ws, bias)
        sy = _stddev(name, my, ys, ws, bias)
        if sx == 0 or sy == 0:
            return NAN
        return divide(divide(covariance, sx), sy)
    procedure.__doc__ = f"({name} {'mx my ' if given_means else ''}xs ys [ws] #:bias b)"
    return procedure


define("covariance", 2, None)(_two_sample("covariance", False, False))
define("covariance/means", 4, None)(_two_sample("covariance/means", True, False))
define("correlation", 2, None)(_two_sample("correlation", False, True))
define("correlation/means", 4, None)(_two_sample("correlation/means", True, True))


# ------------------------------------------------------------------ order statistics

def _sorted(lt: Any, items: list) -> list:
    """items sorted stably by the procedure lt (called once per comparison)."""
    def compare(a: Any, b: Any) -> int:
        return -1 if apply_procedure(lt, [a, b]) is not False else 0
    return sorted(items, key=functools.cmp_to_key(compare))


def _sorted_weighted(who: str, lt: Any, xs: Any, ws: Any) -> tuple[list, list]:
    items, weights = _weighted(who, xs, ws, reals=False)
    pairs = list(zip(items, weights))

    def compare(a: tuple, b: tuple) -> int:
        return -1 if apply_procedure(lt, [a[0], b[0]]) is not False else 0
    pairs.sort(key=functools.cmp_to_key(compare))
    return [x for x, _ in pairs], [w for _, w in pairs]


@define("sort-samples", 2, 3)
def sort_samples(lt: Any, xs: Any, *ws: Any) -> Any:
    """(sort-samples lt? xs [ws]): the samples sorted by lt?; given a weights argument,
    two values: the samples and their weights (all 1 for #f)."""
    if not ws:
        return make_list(_sorted(lt, _samples("sort-samples", xs, reals=False)))
    if ws[0] is False:
        items = _sorted(lt, _samples("sort-samples", xs, reals=False))
        return MultipleValues([make_list(items), make_list([1] * len(items))])
    items, weights = _sorted_weighted("sort-samples", lt, xs, ws[0])
    return MultipleValues([make_list(items), make_list(weights)])


def _quantile(p: Any, lt: Any, xs: Any, ws: Any, args: list) -> Any:
    if not is_real(p) or p < 0 or p > 1:
        raise contract_error("quantile", "Real in [0,1]", p, 0, args + [ws])
    if ws is not False:
        items, weights = _sorted_weighted("quantile", lt, xs, ws)
        total = _sum(weights)
        if total == 0:
            raise contract_error("quantile", "weights with positive sum", make_list(weights), 3,
                                 [p, lt, make_list(items), make_list(weights)])
        x, s = items[0], weights[0]
        for item, weight in zip(items[1:], weights[1:]):
            if divide(s, total) >= p:
                return x
            x, s = item, add2(s, weight)
        return x
    items = _samples("quantile", xs, reals=False)
    if not items:
        raise contract_error("quantile", "nonempty Sequence", MVector([]), 2, [p, lt, MVector([])])
    i = _max0(math.ceil(times(p, len(items))) - 1)
    return _sorted(lt, items)[i]


def _check_order(who: str, lt: Any, position: str) -> None:
    """Typed Racket's contract error for an lt? that is not a procedure (its first lines)."""
    if not is_procedure(lt):
        raise racket_error(f"{who}: contract violation\n  expected: a procedure\n"
                           f"  given: {error_value_string(lt)}\n  in: the {position} argument of",
                           EXN_FAIL_CONTRACT)


@define("quantile", 3, 4)
def quantile(p: Any, lt: Any, xs: Any, ws: Any = False) -> Any:
    """(quantile p lt? xs [ws]): the sample at the p-th quantile of xs sorted by lt?."""
    _check_order("quantile", lt, "2nd")
    return _quantile(p, lt, xs, ws, [p, lt, xs])


@define("median", 2, 3)
def median(lt: Any, xs: Any, ws: Any = False) -> Any:
    """(median lt? xs [ws]): (quantile 1/2 lt? xs [ws]): the lower middle sample."""
    _check_order("median", lt, "1st")
    half = divide(1, 2)
    return _quantile(half, lt, xs, ws, [half, lt, xs])


def _absdev(who: str, m: Any, xs: Any, ws: Any) -> Any:
    if ws is not False:
        items, weights = _weighted(who, xs, ws)
        deviations = [times(w, abs(minus(x, m))) for x, w in zip(items, weights)]
        n = _max0(_sum(weights))
    else:
        items = _samples(who, xs)
        deviations = [abs(minus(x, m)) for x in items]
        n = len(items)
    return NAN if n == 0 else _max0(divide(_sum(deviations), n))


@define("absdev", 1, 2)
def absdev(xs: Any, ws: Any = False) -> Any:
    """(absdev xs [ws]): the mean absolute deviation from the median."""
    return _absdev("absdev", median(lookup_primitive("<"), xs, ws), xs, ws)


@define("absdev/median", 2, 3)
def absdev_median(m: Any, xs: Any, ws: Any = False) -> Any:
    """(absdev/median m xs [ws]): the mean absolute deviation from m."""
    return _absdev("absdev/median", m, xs, ws)


# ------------------------------------------------------------------ counting

@define("samples->hash", 1, 2)
def samples_to_hash(xs: Any, ws: Any = False) -> HashTable:
    """(samples->hash xs [ws]): a mutable equal?-based table from each sample to its count
    (or its weights' sum)."""
    table = HashTable("equal", mutable=True)
    if ws is False:
        for x in _samples("samples->hash", xs, reals=False):
            hash_set_bang(table, x, hash_ref(table, x, 0) + 1)
        return table
    items, weights = _weighted("samples->hash", xs, ws, reals=False)
    for x, w in zip(items, weights):
        hash_set_bang(table, x, add2(hash_ref(table, x, 0), w))
    return table


@define("count-samples", 1, 2)
def count_samples(xs: Any, ws: Any = False) -> Any:
    """(count-samples xs [ws]): two values: the distinct samples in the order first seen,
    and each one's count (or its weights' sum)."""
    table = samples_to_hash(xs, ws)
    distinct = []
    seen = HashTable("equal", mutable=True)
    for x in _samples("count-samples", xs, reals=False):
        if hash_ref(seen, x, False) is False:
            hash_set_bang(seen, x, True)
            distinct.append(x)
    return MultipleValues([make_list(distinct), make_list([hash_ref(table, x) for x in distinct])])


# ------------------------------------------------------------------ running statistics

_BASE = StructType("base-statistics", ["min", "max", "count"], transparent=True)
STATISTICS = StructType("statistics", ["m1", "m2", "m3", "m4"], _BASE)


def _statistics(who: str, e: Any, position: int = 0, args: list | None = None) -> list:
    """The seven flonum fields of a statistics value (min max count m1 m2 m3 m4)."""
    if type(e) is not StructInstance or e.stype is not STATISTICS:
        raise contract_error(who, "statistics?", e, position, args)
    return e.fields


add("empty-statistics", make_struct_instance(STATISTICS, [math.inf, -math.inf, 0.0, 0.0, 0.0, 0.0, 0.0]))


@define("statistics?", 1)
def statistics_p(v: Any) -> bool:
    """Is v a statistics value?"""
    return type(v) is StructInstance and v.stype is STATISTICS


@define("update-statistics", 2, 3)
def update_statistics(e: Any, x: Any, *w: Any) -> StructInstance:
    """(update-statistics e x [w]): e with the sample x of weight w (1.0) added, in
    flonums, by the same updates as Racket 8.7's."""
    args = [e, x, *w]
    mn, mx, n, m1, m2, m3, m4 = _statistics("update-statistics", e, 0, args)
    if not is_real(x):
        raise contract_error("update-statistics", "real?", x, 1, args)
    weight = w[0] if w else 1.0
    if not is_real(weight):
        raise contract_error("update-statistics", "real?", weight, 2, args)
    if weight < 0:
        raise contract_error("update-statistics", "Nonnegative-Real", weight, 2, args)
    x, weight = float(x), float(weight)
    w_n = weight + n
    d = m1 - x
    dm1 = (d * weight) / w_n
    new_m1 = m1 - dm1
    new_m2 = _flmax0(m2 + dm1 * (n * d))
    new_m3 = m3 + dm1 * (3.0 * m2 + d * (n * (2.0 * dm1 - d)))
    new_m4 = _flmax0(m4 + dm1 * ((4.0 * m3 + dm1 * (6.0 * m2))
                                 + d * (dm1 * (dm1 * (6.0 * n + 3.0 * weight))
                                        + d * (d * (n + -3.0 * weight)))))
    return make_struct_instance(STATISTICS, [min(x, mn), max(x, mx), w_n, new_m1, new_m2, new_m3, new_m4])


@define("update-statistics*", 2, 3)
def update_statistics_star(e: Any, xs: Any, ws: Any = False) -> StructInstance:
    """(update-statistics* e xs [ws]): e with each sample of xs (and its weight) added."""
    items = _samples("update-statistics*", xs, reals=False)
    weights = _samples("update-statistics*", ws, reals=False) if ws is not False else None
    for i, x in enumerate(items):
        if weights is not None:
            if i >= len(weights):
                break
            e = update_statistics(e, x, weights[i])
        else:
            e = update_statistics(e, x, 1.0)
    return e


def _field(name: str, index: int) -> None:
    def accessor(e: Any) -> float:
        return _statistics(name, e)[index]
    accessor.__doc__ = f"({name} e): the {name.split('-')[1]} of the samples seen."
    define(name, 1)(accessor)


for _index, _name in enumerate(("min", "max", "count")):
    _field(f"statistics-{_name}", _index)


@define("statistics-range", 1)
def statistics_range(e: Any) -> float:
    """max - min, +nan.0 before any sample."""
    mn, mx = _statistics("statistics-range", e)[:2]
    r = mx - mn
    return r if r >= 0.0 else NAN


@define("statistics-mean", 1)
def statistics_mean(e: Any) -> float:
    """The mean of the samples seen, +nan.0 before any."""
    fields = _statistics("statistics-mean", e)
    return NAN if fields[2] == 0.0 else fields[3]


def _flonum_divide(a: float, b: float) -> float:
    """fl/ (a zero divisor gives an infinity or +nan.0)."""
    try:
        return a / b
    except ZeroDivisionError:
        return NAN if a == 0.0 or math.isnan(a) else math.copysign(math.inf, a) * math.copysign(1.0, b)


def _statistics_variance(who: str, args: tuple) -> float:
    (e,), bias = _split_bias(who, args, 1, 1)
    fields = _statistics(who, e)
    n, m2 = fields[2], fields[4]
    return float(_adjust_variance(_flmax0(_flonum_divide(m2, n)), n, bias))


@define("statistics-variance", 1, None)
def statistics_variance(*args: Any) -> float:
    """(statistics-variance e #:bias b)."""
    return _statistics_variance("statistics-variance", args)


@define("statistics-stddev", 1, None)
def statistics_stddev(*args: Any) -> float:
    """(statistics-stddev e #:bias b)."""
    v = _flmax0(_statistics_variance("statistics-stddev", args))
    return math.sqrt(v) if not math.isnan(v) else NAN


@define("statistics-skewness", 1, None)
def statistics_skewness(*args: Any) -> float:
    """(statistics-skewness e #:bias b)."""
    (e,), bias = _split_bias("statistics-skewness", args, 1, 1)
    _, _, n, _, m2, m3, _ = _statistics("statistics-skewness", e)
    return float(_adjust_skewness(_flonum_divide(m3 * math.sqrt(n), m2 ** 1.5), n, bias))


@define("statistics-kurtosis", 1, None)
def statistics_kurtosis(*args: Any) -> float:
    """(statistics-kurtosis e #:bias b)."""
    (e,), bias = _split_bias("statistics-kurtosis", args, 1, 1)
    _, _, n, _, m2, _, m4 = _statistics("statistics-kurtosis", e)
    return float(_adjust_kurtosis(_flmax0(_flonum_divide(_flonum_divide(m4, m2) * n, m2)), n, bias))
