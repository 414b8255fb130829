"""racket/sequence: procedures over any sequence (lists, vectors, strings, hash tables,
counts, in-range and the other `in-` sequences, streams, sets ...): `sequence->list`,
`sequence-length`, `sequence-ref`, `sequence-tail`, `sequence-append`, `sequence-map`,
`sequence-filter`, `sequence-add-between`, `sequence-fold`, `sequence-count`,
`sequence-andmap`, `sequence-ormap`, `sequence-for-each`, `empty-sequence`, `in-slice`,
`in-syntax`.

As in Racket (racket/sequence.rkt), a stream given to sequence-map, -filter, -tail,
-append or -add-between gives a stream (racket_stream's operation: a list's tail is the
list's tail), any other sequence a lazy `#<sequence>`; the consumers call the procedure
with all of an element's values (two for a hash table's key and value). The generic
walk is sequences.sequence_iter (what `for` loops use).
"""
from __future__ import annotations

import itertools
from typing import Any, Iterator

from minischeme.values.data import NIL, VOID, HashTable, MString, MVector, MultipleValues, Pair, is_list, make_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import print_string
from minischeme.values.runtime import call, is_procedure
from . import racket_stream as streams
from .registry import add, define, library
from .sequences import Sequence, _arity_mismatch, in_range, is_sequence, mismatch_iter, sequence_iter
from .syntax_objects import syntax_to_list

library("racket/sequence")


def _check_seq(who: str, s: Any) -> None:
    if not is_sequence(s):
        raise contract_error(who, "sequence?", s)


def _check_proc(who: str, f: Any) -> None:
    if not is_procedure(f):
        raise contract_error(who, "procedure?", f)


def _walk(s: Any) -> tuple[Iterator, int]:
    """A Python iterator over the checked sequence s and its number of values per
    element (its elements are tuples when that is not 1)."""
    return sequence_iter(s)     # type: ignore[return-value]


def _arity(s: Any) -> int:
    """How many values each element of the checked sequence s has (without walking it)."""
    t = type(s)
    return 2 if t is HashTable else s.arity if t is Sequence else 1


def _arguments(s: Any) -> Iterator[tuple]:
    """Each element of the checked sequence s as the tuple of its values."""
    it, arity = _walk(s)
    return it if arity != 1 else ((x,) for x in it)


def _as_values(vals: tuple) -> Any:
    """One element's values as a procedure returns them."""
    return vals[0] if len(vals) == 1 else MultipleValues(list(vals))


@define("sequence->list", 1)
def sequence_to_list(seq: Any) -> Any:
    """The elements of a (single-valued) sequence as a list (Racket's `for/list` over it,
    whose errors these are)."""
    got = sequence_iter(seq)
    if got is None:
        raise racket_error(f"for: expected a sequence for v, got something else: {print_string(seq)}",
                           EXN_FAIL_CONTRACT)
    it, arity = got
    if arity != 1:      # an error at the first element: an empty hash table gives '()
        for _ in it:
            raise _arity_mismatch(1, arity)
        return NIL
    return make_list(list(it))


@define("sequence-length", 1)
def sequence_length(s: Any) -> int:
    """The number of elements (a list, vector, string, count or hash table at once; any
    other sequence walked to its end, so an infinite one never answers, as in Racket)."""
    _check_seq("sequence-length", s)
    t = type(s)
    if t is int:
        return s
    if t is MVector:
        return len(s.items)
    if t is str or t is MString or t is bytes or t is bytearray:
        return len(s)
    if t is HashTable:
        return len(s.table)
    if s is NIL or t is Pair:
        n = 0
        while type(s) is Pair:
            s, n = s.cdr, n + 1
        return n
    return sum(1 for _ in _walk(s)[0])


def _ended(who: str, i: int, s: Any) -> Exception:
    return racket_error(f"{who}: sequence ended before index\n  index: {i}\n"
                        f"  sequence: {print_string(s)}", EXN_FAIL_CONTRACT)


def _check_index(who: str, i: Any) -> None:
    if type(i) is not int or i < 0:
        raise contract_error(who, "exact-nonnegative-integer?", i)


@define("sequence-ref", 2)
def sequence_ref(s: Any, i: Any) -> Any:
    """The i-th element (from 0) of s: its values."""
    _check_seq("sequence-ref", s)
    _check_index("sequence-ref", i)
    for vals in itertools.islice(_arguments(s), i, i + 1):
        return _as_values(vals)
    raise _ended("sequence-ref", i, s)


@define("sequence-tail", 2)
def sequence_tail(s: Any, i: Any) -> Any:
    """s without its first i elements: a stream's stream-tail (a list's tail), else a
    sequence that skips them when walked (and fails then if s is shorter)."""
    _check_seq("sequence-tail", s)
    _check_index("sequence-tail", i)
    if i == 0:
        return s
    if streams.is_stream(s):
        return streams.stream_tail(s, i)
    if type(s) is int:
        return streams.stream_tail(in_range(s), i)

    def make() -> Iterator:
        it, _ = _walk(s)
        for _ in range(i):
            if next(it, _END) is _END:
                raise _ended("sequence-ref", i, s)     # (Racket's loop names sequence-ref)
        return it
    return Sequence(make, _arity(s))


_END = object()


@define("sequence-append", 0, None)
def sequence_append(*seqs: Any) -> Any:
    """The elements of each sequence in turn: stream-append's stream when all are streams
    (and the empty stream for none), else a sequence (in-sequences)."""
    if not seqs:
        return streams.EMPTY
    if all(streams.is_stream(s) for s in seqs):
        return streams.stream_append(*seqs)
    for s in seqs:
        if not is_sequence(s):
            raise contract_error("in-sequences", "sequence?", s)
    arity = _arity(seqs[0])

    def part(s: Any) -> Iterator:
        """A part's elements; one of another number of values is the arity error there."""
        it, n = _walk(s)
        return it if n == arity else mismatch_iter(it, arity, n)
    return Sequence(lambda: itertools.chain.from_iterable(part(s) for s in seqs), arity)


@define("sequence-map", 2)
def sequence_map(f: Any, s: Any) -> Any:
    """(f v ...) of each element's values, computed as the result is walked (stream-map
    of a stream)."""
    _check_proc("sequence-map", f)
    _check_seq("sequence-map", s)
    if streams.is_stream(s):
        return streams.stream_map(f, s)
    return Sequence(lambda: (call(f, *vals) for vals in _arguments(s)))


@define("sequence-filter", 2)
def sequence_filter(f: Any, s: Any) -> Any:
    """The elements whose values satisfy f, found as the result is walked (stream-filter
    of a stream)."""
    _check_proc("sequence-filter", f)
    _check_seq("sequence-filter", s)
    if streams.is_stream(s):
        return streams.stream_filter(f, s)

    def make() -> Iterator:
        it, arity = _walk(s)
        if arity == 1:
            return (x for x in it if call(f, x) is not False)
        return (vals for vals in it if call(f, *vals) is not False)
    return Sequence(make, _arity(s))


@define("sequence-add-between", 2)
def sequence_add_between(s: Any, e: Any) -> Any:
    """The elements of s with e between each two (stream-add-between of a stream)."""
    _check_seq("sequence-add-between", s)
    if streams.is_stream(s):
        return streams.stream_add_between(s, e)

    def make() -> Iterator:
        for k, x in enumerate(_walk(s)[0]):
            if k:
                yield e
            yield x
    return Sequence(make)


def _consumer(who: str, f: Any, s: Any) -> Iterator[tuple]:
    """The checked arguments of a consumer: f a procedure, then s a sequence."""
    _check_proc(who, f)
    _check_seq(who, s)
    return _arguments(s)


@define("sequence-fold", 3)
def sequence_fold(f: Any, init: Any, s: Any) -> Any:
    """(f acc v ...) over the elements in order, from init."""
    acc = init
    for vals in _consumer("sequence-fold", f, s):
        acc = call(f, acc, *vals)
    return acc


@define("sequence-count", 2)
def sequence_count(f: Any, s: Any) -> int:
    """How many elements' values satisfy f."""
    return sum(1 for vals in _consumer("sequence-count", f, s) if call(f, *vals) is not False)


@define("sequence-andmap", 2)
def sequence_andmap(f: Any, s: Any) -> Any:
    """#f at the first element f rejects, else f's last value (#t for none)."""
    result: Any = True
    for vals in _consumer("sequence-andmap", f, s):
        result = call(f, *vals)
        if result is False:
            return False
    return result


@define("sequence-ormap", 2)
def sequence_ormap(f: Any, s: Any) -> Any:
    """f's first true value over the elements, else #f."""
    for vals in _consumer("sequence-ormap", f, s):
        result = call(f, *vals)
        if result is not False:
            return result
    return False


@define("sequence-for-each", 2)
def sequence_for_each(f: Any, s: Any) -> Any:
    """Call f on each element's values, in order."""
    for vals in _consumer("sequence-for-each", f, s):
        call(f, *vals)
    return VOID


add("empty-sequence", Sequence(lambda: iter(())))


@define("in-slice", 2)
def in_slice(k: Any, s: Any) -> Sequence:
    """The elements of s in lists of k (the last one shorter)."""
    if type(k) is not int or k <= 0:
        raise contract_error("in-slice", "exact-positive-integer?", k)
    _check_seq("in-slice", s)

    def make() -> Iterator:
        it = _walk(s)[0]
        while True:
            chunk = list(itertools.islice(it, k))
            if not chunk:
                return
            yield make_list(chunk)
    return Sequence(make)


@define("in-syntax", 1)
def in_syntax(stx: Any) -> Any:
    """The elements of a syntax list, as a list."""
    lst = syntax_to_list(stx)
    if lst is False or not is_list(lst):
        raise racket_error(f"in-syntax: expected argument of type <stx-list>; given: {print_string(stx)}",
                           EXN_FAIL_CONTRACT)
    return lst
