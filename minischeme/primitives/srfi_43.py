"""srfi/43 (vector library): SRFI 43's procedures, as `(require srfi/43)` binds them over
racket/base's vector names. Its mapping and folding procedures pass the index first
(`(vector-map (lambda (i x) ...) v)`), and over several vectors stop at the shortest;
vector-swap! and vector-reverse! return nothing. Arguments are checked with
`NAME: contract violation` words (srfi-lib's own check messages are not reproduced).
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, MVector, MultipleValues, is_list
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.runtime import apply_procedure, is_procedure
from .base_data import check_vector
from .base_lists import from_pylist, to_pylist
from .registry import define, library

library("srfi/43")


def _vec(who: str, v: Any) -> MVector:
    """The vector v itself, checked as racket/base's vector procedures check one."""
    check_vector(who, v)
    return v


def _mutable(who: str, v: Any) -> MVector:
    _vec(who, v)
    if v.immutable:
        raise contract_error(who, "(not/c immutable?)", v)
    return v


def _proc(who: str, f: Any) -> Any:
    if not is_procedure(f):
        raise contract_error(who, "procedure?", f)
    return f


def _range(who: str, v: MVector, start: Any, end: Any) -> tuple[int, int]:
    n = len(v.items)
    end = n if end is None else end
    if type(start) is not int or not 0 <= start <= n:
        raise contract_error(who, f"(integer-in 0 {n})", start)
    if type(end) is not int or not start <= end <= n:
        raise contract_error(who, f"(integer-in {start} {n})", end)
    return start, end


def _vecs(who: str, vs: tuple) -> list[list]:
    if not vs:
        raise contract_error(who, "vector?", VOID)
    return [_vec(who, v).items for v in vs]


def _rows(vs: list[list]) -> range:
    return range(min(len(v) for v in vs))


def _true(x: Any) -> bool:
    return x is not False


@define("vector-map", 2, None)
def vector_map(f: Any, *vs: Any) -> MVector:
    """(vector-map f v ...): a vector of (f i x ...) for each index i."""
    _proc("vector-map", f)
    items = _vecs("vector-map", vs)
    return MVector([apply_procedure(f, [i, *(v[i] for v in items)]) for i in _rows(items)])


@define("vector-map!", 2, None)
def vector_map_bang(f: Any, *vs: Any) -> Any:
    """(vector-map! f v ...): the first vector's elements replaced by (f i x ...)."""
    _proc("vector-map!", f)
    items = _vecs("vector-map!", vs)
    if vs:
        _mutable("vector-map!", vs[0])
    for i in _rows(items):
        items[0][i] = apply_procedure(f, [i, *(v[i] for v in items)])
    return VOID


@define("vector-for-each", 2, None)
def vector_for_each(f: Any, *vs: Any) -> Any:
    """(vector-for-each f v ...): (f i x ...) for each index, in order."""
    _proc("vector-for-each", f)
    items = _vecs("vector-for-each", vs)
    for i in _rows(items):
        apply_procedure(f, [i, *(v[i] for v in items)])
    return VOID


@define("vector-fold", 3, None)
def vector_fold(kons: Any, knil: Any, *vs: Any) -> Any:
    """(vector-fold kons knil v ...): (kons i acc x ...) from the left."""
    _proc("vector-fold", kons)
    items = _vecs("vector-fold", vs)
    acc = knil
    for i in _rows(items):
        acc = apply_procedure(kons, [i, acc, *(v[i] for v in items)])
    return acc


@define("vector-fold-right", 3, None)
def vector_fold_right(kons: Any, knil: Any, *vs: Any) -> Any:
    """(vector-fold-right kons knil v ...): (kons i acc x ...) from the right."""
    _proc("vector-fold-right", kons)
    items = _vecs("vector-fold-right", vs)
    acc = knil
    for i in reversed(_rows(items)):
        acc = apply_procedure(kons, [i, acc, *(v[i] for v in items)])
    return acc


@define("vector-count", 2, None)
def vector_count(pred: Any, *vs: Any) -> int:
    """(vector-count pred v ...): how many indices (pred i x ...) holds at."""
    _proc("vector-count", pred)
    items = _vecs("vector-count", vs)
    return sum(1 for i in _rows(items) if _true(apply_procedure(pred, [i, *(v[i] for v in items)])))


def _search(who: str, pred: Any, vs: tuple, right: bool, want: bool) -> Any:
    _proc(who, pred)
    items = _vecs(who, vs)
    rows = _rows(items)
    for i in (reversed(rows) if right else rows):
        if _true(apply_procedure(pred, [v[i] for v in items])) is want:
            return i
    return False


@define("vector-index", 2, None)
def vector_index(pred: Any, *vs: Any) -> Any:
    """The first index where (pred x ...) holds, or #f."""
    return _search("vector-index", pred, vs, False, True)


@define("vector-index-right", 2, None)
def vector_index_right(pred: Any, *vs: Any) -> Any:
    """The last index where (pred x ...) holds, or #f."""
    return _search("vector-index-right", pred, vs, True, True)


@define("vector-skip", 2, None)
def vector_skip(pred: Any, *vs: Any) -> Any:
    """The first index where (pred x ...) does not hold, or #f."""
    return _search("vector-skip", pred, vs, False, False)


@define("vector-skip-right", 2, None)
def vector_skip_right(pred: Any, *vs: Any) -> Any:
    """The last index where (pred x ...) does not hold, or #f."""
    return _search("vector-skip-right", pred, vs, True, False)


@define("vector-any", 2, None)
def vector_any(pred: Any, *vs: Any) -> Any:
    """The first true (pred x ...), or #f."""
    _proc("vector-any", pred)
    items = _vecs("vector-any", vs)
    for i in _rows(items):
        r = apply_procedure(pred, [v[i] for v in items])
        if _true(r):
            return r
    return False


@define("vector-every", 2, None)
def vector_every(pred: Any, *vs: Any) -> Any:
    """#f if some (pred x ...) is, else the last one's value (#t for empty vectors)."""
    _proc("vector-every", pred)
    items = _vecs("vector-every", vs)
    r: Any = True
    for i in _rows(items):
        r = apply_procedure(pred, [v[i] for v in items])
        if not _true(r):
            return False
    return r


@define("vector-swap!", 3)
def vector_swap(v: Any, i: Any, j: Any) -> Any:
    """Exchange the elements at i and j."""
    items = _mutable("vector-swap!", v).items
    for k in (i, j):
        if type(k) is not int or not 0 <= k < len(items):
            raise contract_error("vector-swap!", f"(integer-in 0 {len(items) - 1})", k)
    items[i], items[j] = items[j], items[i]
    return VOID


@define("vector-reverse!", 1, 3)
def vector_reverse(v: Any, start: Any = 0, end: Any = None) -> Any:
    """Reverse the elements from start to end in place."""
    items = _mutable("vector-reverse!", v).items
    s, e = _range("vector-reverse!", v, start, end)
    items[s:e] = items[s:e][::-1]
    return VOID


@define("vector-binary-search", 3, 5)
def vector_binary_search(v: Any, value: Any, cmp: Any, start: Any = 0, end: Any = None) -> Any:
    """The index of value in the sorted part of v, by cmp (negative, zero, positive), or #f."""
    _proc("vector-binary-search", cmp)
    items = _vec("vector-binary-search", v).items
    lo, hi = _range("vector-binary-search", v, start, end)
    while lo < hi:
        mid = (lo + hi) // 2
        c = apply_procedure(cmp, [items[mid], value])
        if type(c) is not int:
            raise contract_error("vector-binary-search", "exact-integer?", c)
        if c == 0:
            return mid
        if c < 0:
            lo = mid + 1
        else:
            hi = mid
    return False


@define("vector-append", 0, None)
def vector_append(*vs: Any) -> MVector:
    """A new vector of the vectors' elements in order."""
    return MVector([x for v in vs for x in _vec("vector-append", v).items])


@define("vector-concatenate", 1)
def vector_concatenate(lst: Any) -> MVector:
    """A new vector of the elements of a list of vectors."""
    if not is_list(lst):
        raise contract_error("vector-concatenate", "(listof vector?)", lst)
    return vector_append(*to_pylist(lst))


@define("vector-empty?", 1)
def vector_empty(v: Any) -> bool:
    """Has v no elements?"""
    return not _vec("vector-empty?", v).items


@define("vector=", 1, None)
def vector_eq(elt_eq: Any, *vs: Any) -> bool:
    """Are the vectors of one length with elements pairwise elt=?"""
    _proc("vector=", elt_eq)
    items = [_vec("vector=", v).items for v in vs]
    for a, b in zip(items, items[1:]):
        if len(a) != len(b):
            return False
        if not all(_true(apply_procedure(elt_eq, [x, y])) for x, y in zip(a, b)):
            return False
    return True


def _unfold(who: str, f: Any, n: Any, seeds: tuple, right: bool) -> MVector:
    _proc(who, f)
    if type(n) is not int or n < 0:
        raise contract_error(who, "exact-nonnegative-integer?", n)
    out: list = [None] * n
    seeds_now = list(seeds)
    for i in (range(n - 1, -1, -1) if right else range(n)):
        r = apply_procedure(f, [i, *seeds_now])
        vals = r.values if type(r) is MultipleValues else [r]
        out[i], seeds_now = vals[0], list(vals[1:])
    return MVector(out)


@define("vector-unfold", 2, None)
def vector_unfold(f: Any, n: Any, *seeds: Any) -> MVector:
    """A vector of n elements, each the first value of (f i seed ...), the rest the seeds."""
    return _unfold("vector-unfold", f, n, seeds, False)


@define("vector-unfold-right", 2, None)
def vector_unfold_right(f: Any, n: Any, *seeds: Any) -> MVector:
    """As vector-unfold, filling from the last index down."""
    return _unfold("vector-unfold-right", f, n, seeds, True)


@define("vector-copy", 1, 4)
def vector_copy(v: Any, start: Any = 0, end: Any = None, fill: Any = False) -> MVector:
    """A new vector of v's elements from start to end (end may pass v's length: fill)."""
    items = _vec("vector-copy", v).items
    if end is not None and type(end) is int and end > len(items) and type(start) is int:
        return MVector(items[start:] + [fill] * (end - len(items)))
    s, e = _range("vector-copy", v, start, end)
    return MVector(items[s:e])


@define("vector-reverse-copy", 1, 3)
def vector_reverse_copy(v: Any, start: Any = 0, end: Any = None) -> MVector:
    """A new vector of v's elements from start to end, reversed."""
    s, e = _range("vector-reverse-copy", _vec("vector-reverse-copy", v), start, end)
    return MVector(v.items[s:e][::-1])


def _copy_into(who: str, target: Any, tstart: Any, source: Any, start: Any, end: Any,
               reverse: bool) -> Any:
    t = _mutable(who, target).items
    s, e = _range(who, _vec(who, source), start, end)
    if type(tstart) is not int or not 0 <= tstart <= len(t) - (e - s):
        raise contract_error(who, f"(integer-in 0 {len(t) - (e - s)})", tstart)
    part = source.items[s:e]
    t[tstart:tstart + len(part)] = part[::-1] if reverse else part
    return VOID


@define("vector-copy!", 3, 5)
def vector_copy_bang(target: Any, tstart: Any, source: Any, start: Any = 0, end: Any = None) -> Any:
    """Copy source's elements from start to end into target at tstart."""
    return _copy_into("vector-copy!", target, tstart, source, start, end, False)


@define("vector-reverse-copy!", 3, 5)
def vector_reverse_copy_bang(target: Any, tstart: Any, source: Any, start: Any = 0,
                             end: Any = None) -> Any:
    """As vector-copy!, the elements reversed."""
    return _copy_into("vector-reverse-copy!", target, tstart, source, start, end, True)


@define("vector->list", 1, 3)
def vector_to_list(v: Any, start: Any = 0, end: Any = None) -> Any:
    """The elements from start to end as a list."""
    s, e = _range("vector->list", _vec("vector->list", v), start, end)
    return from_pylist(v.items[s:e])


@define("reverse-vector->list", 1, 3)
def reverse_vector_to_list(v: Any, start: Any = 0, end: Any = None) -> Any:
    """The elements from start to end as a list, last first."""
    s, e = _range("reverse-vector->list", _vec("reverse-vector->list", v), start, end)
    return from_pylist(v.items[s:e][::-1])


def _list_items(who: str, lst: Any, start: Any, end: Any) -> list:
    if not is_list(lst):
        raise contract_error(who, "list?", lst)
    items = to_pylist(lst)
    s, e = _range(who, MVector(items), start, end)
    return items[s:e]


@define("list->vector", 1, 3)
def list_to_vector(lst: Any, start: Any = 0, end: Any = None) -> MVector:
    """A new vector of the list's elements from start to end."""
    return MVector(_list_items("list->vector", lst, start, end))


@define("reverse-list->vector", 1, 3)
def reverse_list_to_vector(lst: Any, start: Any = 0, end: Any = None) -> MVector:
    """A new vector of the list's elements from start to end, last first."""
    return MVector(_list_items("reverse-list->vector", lst, start, end)[::-1])


@define("vector-fill!", 2, 4)
def vector_fill(v: Any, x: Any, start: Any = 0, end: Any = None) -> Any:
    """Make the elements from start to end x."""
    s, e = _range("vector-fill!", _mutable("vector-fill!", v), start, end)
    v.items[s:e] = [x] * (e - s)
    return VOID
