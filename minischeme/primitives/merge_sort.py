"""Racket's own sort (racket/private/sort.rkt), step for step: the same comparisons in the
same order, so a comparator (or `#:key` procedure) that prints, counts its calls or raises
an error behaves as in Racket, and a comparator that is no strict order (`<=`, one that
answers at random) leaves the elements where Racket leaves them.

The algorithm, as sort.rkt has it: a list already in order (no element less than the one
before it) is returned as it is; two or three elements are ordered by hand; anything longer
is Juszczak's half-copying merge sort over a vector of n + n/2 slots, with an insertion sort
below 16 elements. Without `#:cache-keys?` the key procedure is called at every comparison,
on both sides; with it, once for each element first (then even one element is compared
with itself, as in Racket).

``lt`` is a Python function of two arguments answering as the comparator answers: a
Racket value (true unless #f), or a translated procedure's unfinished tail call or multiple
values, which ``_holds`` finishes or refuses; so a translated comparator's own function is
``lt``, with no wrapper called at every comparison. Each test is written out as
``(v := lt(a, b)) is True or (v is not False and _holds(v))``: the common answers, #t and
#f, cost no call. ``key`` is a Python function of one argument, or None.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import MultipleValues
from minischeme.values.procedures import TailCall
from minischeme.values.runtime import apply_procedure, single_value


def _holds(v: Any) -> bool:
    """Does a comparator's answer other than #t or #f count as true? A tail call is
    finished first; multiple values are Racket's result arity error."""
    if type(v) is TailCall:
        v = apply_procedure(v.proc, v.args, True)
    elif type(v) is MultipleValues:
        single_value(v)
    return v is not False


def racket_sort(items: list, lt: Callable[[Any, Any], bool],
                key: Callable[[Any], Any] | None = None, cache_keys: bool = False) -> list:
    """``items`` sorted as Racket's `sort` (and `vector-sort`) sorts them: a new list, or
    ``items`` itself when they are in order already (Racket's `sort` then answers its
    argument)."""
    n = len(items)
    if n == 0:
        return []
    if key is not None and cache_keys:
        decorated = [(key(x), x) for x in items]
        A = decorated + [None] * ((n + 1) // 2)
        _sort_internal(A, n, lambda a, b: lt(a[0], b[0]))
        return [pair[1] for pair in A[:n]]
    if key is not None:
        less = lt

        def lt(a: Any, b: Any) -> bool:
            return less(key(a), key(b))
    last = items[0]
    for x in items[1:]:             # already in order: the list itself
        if (v := lt(x, last)) is True or (v is not False and _holds(v)):
            break
        last = x
    else:
        return items
    if n <= 3:
        if n == 2:
            return [items[1], items[0]]
        a, b, c = items
        if (v := lt(b, a)) is True or (v is not False and _holds(v)):
            if (v := lt(c, b)) is True or (v is not False and _holds(v)):
                return [c, b, a]
            if (v := lt(c, a)) is True or (v is not False and _holds(v)):
                return [b, c, a]
            return [b, a, c]
        if (v := lt(c, a)) is True or (v is not False and _holds(v)):
            return [c, a, b]
        return [a, c, b]
    A = list(items) + [None] * ((n + 1) // 2)
    _sort_internal(A, n, lt)
    return A[:n]


def _sort_internal(A: list, n: int, lt: Callable[[Any, Any], bool]) -> None:
    """sort.rkt's sort-internal-body: sort A[0:n] in place, A having n + n/2 slots."""
    half_down = n >> 1
    half_up = n - half_down
    _merge_sort(A, lt, half_down, n, half_up)
    if half_down:
        _merge_sort(A, lt, 0, half_up, half_down)
    _merge(A, lt, False, n, half_up, n, 0)


def _merge(A: list, lt: Callable[[Any, Any], bool], lo: bool, a1: int, b1: int, b2: int,
           c1: int) -> None:
    """Merge A[a1:] (its first b1 - c1 elements) and A[b1:b2] into A[c1:]: ``lo``, the
    right run's element goes first only when less (sort.rkt's merge, both of its modes)."""
    while True:
        x, y = A[a1], A[b1]
        if lo:
            first = not ((v := lt(y, x)) is True or (v is not False and _holds(v)))
        else:
            first = (v := lt(x, y)) is True or (v is not False and _holds(v))
        if first:
            A[c1] = x
            a1 += 1
            c1 += 1
            if not c1 < b1:
                return
        else:
            A[c1] = y
            b1 += 1
            c1 += 1
            if b2 <= b1:
                while c1 < b1:
                    A[c1] = A[a1]
                    a1 += 1
                    c1 += 1
                return


def _insertion_sort(A: list, lt: Callable[[Any, Any], bool], alo: int, blo: int,
                    m: int) -> None:
    """sort.rkt's copying-insertionsort: A[alo:alo+m] sorted into A[blo:blo+m]."""
    A[blo] = A[alo]
    for i in range(1, m):
        ref_i = A[alo + i]
        j = blo + i
        while True:
            ref_j1 = A[j - 1]
            if blo < j and ((v := lt(ref_i, ref_j1)) is True
                            or (v is not False and _holds(v))):
                A[j] = ref_j1
                j -= 1
            else:
                A[j] = ref_i
                break


def _merge_sort(A: list, lt: Callable[[Any, Any], bool], alo: int, blo: int, m: int) -> None:
    """sort.rkt's copying-mergesort: A[alo:alo+m] sorted into A[blo:blo+m]."""
    if m == 1:
        A[blo] = A[alo]
    elif m == 2:
        x, y = A[alo], A[alo + 1]
        if (v := lt(y, x)) is True or (v is not False and _holds(v)):
            A[blo], A[blo + 1] = y, x
        else:
            A[blo], A[blo + 1] = x, y
    elif m < 16:
        _insertion_sort(A, lt, alo, blo, m)
    else:
        half_down = m >> 1
        half_up = m - half_down
        _merge_sort(A, lt, alo + half_down, blo + half_down, half_up)
        _merge_sort(A, lt, alo, alo + half_up, half_down)
        _merge(A, lt, True, alo + half_up, blo + half_down, blo + m, blo)
