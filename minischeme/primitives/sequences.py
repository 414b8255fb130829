"""Sequences: what `for` loops iterate over, and the racket/base procedures that make them
(in-range, in-naturals, in-list, in-vector, in-string, in-hash, in-hash-keys,
in-hash-values, in-hash-pairs, in-indexed, in-value, in-inclusive-range, in-mlist, sequence?;
racket/sequence's procedures over them are racket_sequence.py's).

Lists, vectors, strings (chars), hash tables (key and value) and exact nonnegative integers
are sequences too; ``sequence_iter`` gives a Python iterator over any of them.
"""
from __future__ import annotations

import itertools
import operator
from fractions import Fraction
from typing import Any, Callable, Iterator

from minischeme.values.data import (NIL, VOID, HashTable, MPair, MString, MVector, MultipleValues, Pair, make_pair, StructInstance,
                                    Symbol, is_list,
                    list_to_python, make_list, normalize, sym)
from minischeme.values.equality import hash_put
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.hash_order import ordered_items
from minischeme.values.printer import print_string
from minischeme.values.runtime import BUDGET, apply_procedure, charge_work, is_procedure, procedure_arity_includes
from .base_strings import CHAR_OF
from .registry import define, library_primitives

LIB = "racket/base"


_UNSPLIT = object()


class Sequence:
    """A first-class sequence made by in-range, in-list, ...: ``make()`` gives a fresh
    Python iterator over its elements (tuples when ``arity`` > 1). A sequence that is also
    a stream (``stream``) and whose elements are plain values (in-range, in-naturals,
    in-list: stepping it has no effect) has ``split``: None when it is empty, else its
    first element and the sequence of the rest, as Racket's stream-first and stream-rest
    of it give (racket_stream.py walks such a sequence with ``make()`` where Racket's
    stream operations would step it; ``parts()`` is split's answer, computed once)."""

    __slots__ = ("make", "arity", "stream", "split", "_parts")

    def __init__(self, make: Callable[[], Iterator], arity: int = 1, stream: bool = False,
                 split: Callable[[], tuple | None] | None = None) -> None:
        self.make = make
        self.arity = arity
        self.stream = stream
        self.split = split
        self._parts: Any = _UNSPLIT

    def parts(self) -> tuple | None:
        p = self._parts
        if p is _UNSPLIT:
            p = self._parts = self.split()
        return p

    def racket_repr(self) -> str:
        return "#<stream>" if self.stream else "#<sequence>"


def _hash_entries(h: HashTable) -> list:
    """A snapshot of a hash table's (key, value) pairs, in Racket's iteration order."""
    return ordered_items(h)


# the elements of an instance of a struct type with gen:stream methods: racket/stream's
# `iterate`, installed when racket_stream loads (gen:stream is racket/stream's, so a program
# that has such an instance has loaded it)
STRUCT_STREAM_ELEMENTS: list = [None]


def sequence_iter(v: Any) -> tuple[Iterator, int] | None:
    """A Python iterator over the sequence ``v`` and its arity, or None if ``v`` is not one."""
    t = type(v)
    if t is Pair:
        if not is_list(v):
            return None
        return iter(list_to_python(v)), 1
    if v is NIL:
        return iter(()), 1
    if t is int:
        if v < 0:
            return None
        return iter(range(v)), 1
    if t is Sequence:
        it = v.make()       # first: a sequence may learn its arity from its first element
        return it, v.arity  # (in-producer)
    if t is MVector:    # each element as it is when reached (a vector's length never changes)
        return iter(v.items), 1
    if t is str:
        return map(CHAR_OF.__getitem__, v), 1
    if t is MString:        # the characters as they are when each one is reached
        return _mstring_chars(v, range(len(v))), 1
    if t is HashTable:
        return iter(_hash_entries(v)), 2
    if t is bytes or t is bytearray:    # (a mutable one's bytes as they are when reached)
        return iter(v), 1
    if t is MPair:
        return _mlist_elements(v, False), 1
    make = getattr(v, "racket_sequence", None)     # library values: sets, streams
    if make is not None:
        return make(), 1
    if t is StructInstance and v.stype.stream is not None:     # a struct with gen:stream
        return STRUCT_STREAM_ELEMENTS[0](v), 1
    return None


def is_sequence(v: Any) -> bool:
    t = type(v)
    if t is int:
        return v >= 0
    if t is Pair:
        return is_list(v)
    return v is NIL or t in _SEQUENCE_TYPES or hasattr(v, "racket_sequence") \
        or t is StructInstance and v.stype.stream is not None


_SEQUENCE_TYPES = (Sequence, MVector, str, MString, HashTable, bytes, bytearray, MPair)


def _mlist_elements(p: Any, strict: bool = True) -> Iterator:
    """The elements of a mutable list, each read when reached (set-mcar! and set-mcdr! in
    the loop are seen). A tail that is not a pair ends in-mlist with mcar's error, as in
    Racket; an mpair as a sequence itself (not ``strict``) just ends there."""
    while p is not NIL:
        if type(p) is not MPair:
            if not strict:
                return
            raise contract_error("mcar", "mpair?", p)
        yield p.car
        p = p.cdr


def _mstring_chars(s: MString, indexes: range) -> Iterator:
    """A mutable string's characters as they are when each one is reached (string-set!
    may replace its data)."""
    for i in indexes:
        yield CHAR_OF[s.data[i]]


# ------------------------------------------------------------------ what lowered loops call
# A `for` loop lowered into core forms (loops.lower_for) steps a Python iterator: %for-iter
# makes it (with the loop's error for a value that is not a sequence), %for-next gives the
# next element or FOR_END.

FOR_END = object()      # %for-next's answer once the sequence is exhausted


@define("%for-iter", 2)
def for_iter(label: str, v: Any) -> Any:
    """The iterator of a single-valued sequence ``v`` bound to ``label`` in a `for` clause."""
    got = sequence_iter(v)
    if got is None:
        raise racket_error(f"for: expected a sequence for {label}, got something else: "
                           f"{print_string(v)}", EXN_FAIL_CONTRACT)
    it, arity = got
    return it if arity == 1 else mismatch_iter(it, 1, arity)


@define("%for-next", 1)
def for_next(it: Any) -> Any:
    """The next element of a loop's iterator, or FOR_END."""
    return next(it, FOR_END)


@define("%for-end?", 1)
def for_end_p(v: Any) -> bool:
    return v is FOR_END


@define("%for-iter-values", 3)
def for_iter_values(label: str, n: int, v: Any) -> Any:
    """The iterator of a clause ``[(id ...) seq]`` binding ``n`` names: tuples of values."""
    got = sequence_iter(v)
    if got is None:
        raise racket_error(f"for: expected a sequence for {label}, got something else: "
                           f"{print_string(v)}", EXN_FAIL_CONTRACT)
    it, arity = got
    # a sequence of several values gives them as a tuple (hash entries, in-indexed)
    return it if arity == n else mismatch_iter(it, n, arity)


# A clause over in-list, in-range, in-naturals, in-vector or in-string (or a literal list,
# vector, string or count) is lowered into a direct loop (loops._clause_plan): a cdr walk, a
# counter, or an iterator made here without a Sequence. The checks raise what Racket's
# for-clause expansions raise; in-list, in-range and in-naturals check after every
# sequence expression of their group is evaluated, as Racket's do.

@define("%in-list-check", 1)
def in_list_check(lst: Any) -> Any:
    if not is_list(lst):
        raise contract_error("in-list", "list?", lst)
    return lst


@define("%in-naturals-check", 1)
def in_naturals_check(start: Any) -> Any:
    if type(start) is not int or start < 0:
        raise contract_error("in-naturals", "exact-nonnegative-integer?", start)
    return start


@define("%in-range-check", 3)
def in_range_check(start: Any, end: Any, step: Any) -> Any:
    """in-range's check in a lowered loop, which counts itself."""
    _check_reals("in-range", start, end, step)
    return start


@define("%in-vector-iter", 1)
def in_vector_iter(v: Any) -> Any:
    if type(v) is not MVector:
        raise contract_error("in-vector", "vector", v)
    # Python's list iterator reads the list by index at each step, as Racket's in-vector
    # reads the vector: an element set during the loop is seen when reached (a vector's
    # list never changes length, so it stops where the vector's length was)
    return iter(v.items)


@define("%in-string-iter", 1)
def in_string_iter(s: Any) -> Any:
    t = type(s)
    if t is str:
        return map(CHAR_OF.__getitem__, s)
    if t is MString:        # the characters as they are when each one is reached
        return _mstring_chars(s, range(len(s)))
    raise contract_error("in-string", "string", s)


# what the direct loops step with; their inliners (inliners.py) need no guard: a list
# checked by %in-list-check has pairs up to its end, and a counter is a real number
# (%in-range-check) stepped by an integer or a float

@define("%for-car", 1)
def for_car(p: Pair) -> Any:
    return p.car


@define("%for-cdr", 1)
def for_cdr(p: Pair) -> Any:
    return p.cdr


@define("%for-add", 2)
def for_add(i: Any, step: int) -> Any:
    return i + step


@define("%for-lt", 2)
def for_lt(i: Any, end: Any) -> bool:
    return i < end


@define("%for-gt", 2)
def for_gt(i: Any, end: Any) -> bool:
    return i > end


@define("%for-collector", 0)
def for_collector() -> list:
    """What a for/list or for/vector collects its values in, in order: a Python list that
    only the loop's hidden variable holds (so it never reaches a program), made a list or
    vector when the loop ends. Appending costs less than consing onto a list that is then
    reversed (a second pair per value); continuations only escape, so no round reruns."""
    return []


@define("%for-collect!", 2)
def for_collect(collector: list, value: Any) -> Any:
    collector.append(value)
    return VOID


@define("%for-collected-list", 1)
def for_collected_list(collector: list) -> Any:
    return make_list(collector)


@define("%for-collected-vector", 1)
def for_collected_vector(collector: list) -> MVector:
    return MVector(collector)


@define("%for-hash-new", 1)
def for_hash_new(kind: str) -> HashTable:
    """The table a for/hash (``kind``: equal, eq or eqv) fills: immutable, as the loop's
    value is, but filled in place (no one else sees it before the loop ends)."""
    return HashTable(kind, mutable=False)


@define("%for-hash-put", 3)
def for_hash_put(table: HashTable, key: Any, value: Any) -> HashTable:
    hash_put(table, key, value)
    return table


@define("%for-vector-length", 1)
def for_vector_length(n: Any) -> Any:
    """The #:length of a for/vector, checked."""
    if type(n) is not int or n < 0:
        raise contract_error("for/vector", "exact-nonnegative-integer?", n)
    return n


def mismatch_iter(it: Iterator, expected: int, arity: int) -> Iterator:
    """An iterator that raises the arity mismatch at the sequence's first element."""
    for v in it:
        raise _arity_mismatch(expected, arity, list(v) if arity > 1 else [v])
    return
    yield


def _arity_mismatch(expected: int, received: int, values: list | None = None) -> Exception:
    """Racket's error for a body or sequence giving the wrong number of values."""
    msg = ("result arity mismatch;\n expected number of values not received\n"
           f"  expected: {expected}\n  received: {received}")
    if expected != 1:
        msg += "\n  in: local-binding form"
        if values:
            msg += "\n  arguments...:" + "".join(f"\n   {print_string(v)}" for v in values)
    return racket_error(msg)


def _is_real(x: Any) -> bool:
    t = type(x)
    return t is int or t is float or t is Fraction


def _range_iter(start: Any, end: Any, step: Any, inclusive: bool) -> Iterator:
    if type(start) is int and type(end) is int and type(step) is int:
        if step == 0:
            ok = start <= end if inclusive else start < end
            return itertools.repeat(start) if ok else iter(())
        if inclusive:
            end = end + 1 if step > 0 else end - 1
        return iter(range(start, end, step))

    def gen() -> Iterator:
        i = start
        if step >= 0:
            while i < end or (inclusive and i == end):
                yield i
                i = normalize(i + step)
        else:
            while i > end or (inclusive and i == end):
                yield i
                i = normalize(i + step)
    return gen()


def _check_reals(who: str, *args: Any) -> None:
    """Racket's check of in-range's arguments: the first that is not real, without its
    position (raise-argument-error with one value)."""
    for x in args:
        if not _is_real(x):
            raise contract_error(who, "real?", x)


@define("in-range", 1, 3, lib=LIB)
def in_range(a: Any, b: Any = None, step: Any = 1) -> Sequence:
    """(in-range end), (in-range start end [step]): numbers from start (0) below end."""
    start, end = (0, a) if b is None else (a, b)
    _check_reals("in-range", start, end, step)
    return _range_sequence(start, end, step, False)


def _range_sequence(start: Any, end: Any, step: Any, inclusive: bool) -> Sequence:
    """The stream of in-range (in-inclusive-range): its rest is the range from the next
    number, as Racket's range streams are."""
    def split() -> tuple | None:
        if (start < end if step >= 0 else start > end) or inclusive and start == end:
            nxt = start + step if type(start) is int and type(step) is int else normalize(start + step)
            return start, _range_sequence(nxt, end, step, inclusive)
        return None
    return Sequence(lambda: _range_iter(start, end, step, inclusive), 1, True, split)


@define("in-inclusive-range", 2, 3, lib=LIB)
def in_inclusive_range(a: Any, b: Any, step: Any = 1) -> Sequence:
    """(in-inclusive-range start end [step]): numbers from start up to and including end."""
    _check_reals("in-inclusive-range", a, b, step)
    return _range_sequence(a, b, step, True)


@define("in-naturals", 0, 1, lib=LIB)
def in_naturals(start: Any = 0) -> Sequence:
    """(in-naturals [start]): start, start+1, ... without end."""
    if type(start) is not int or start < 0:
        raise contract_error("in-naturals", "exact-nonnegative-integer?", start)
    return _naturals(start)


def _naturals(start: int) -> Sequence:
    return Sequence(lambda: itertools.count(start), 1, True, lambda: (start, _naturals(start + 1)))


@define("in-list", 1, lib=LIB)
def in_list(lst: Any) -> Sequence:
    """(in-list lst): the elements of a list."""
    if not is_list(lst):
        raise contract_error("in-list", "list?", lst)
    return _list_sequence(lst)


def _list_sequence(lst: Any) -> Sequence:
    """in-list's stream (not the list itself: Racket's is not eq? to it)."""
    return Sequence(lambda: iter(list_to_python(lst)), 1, True,
                    lambda: None if lst is NIL else (lst.car, _list_sequence(lst.cdr)))


def _slice_args(who: str, kind: str, seq: Any, n: int, start: Any, stop: Any, step: Any) -> range:
    """The indexes in-vector / in-string visit, checked as Racket's normalise-inputs does."""
    if type(start) is not int or start < 0:
        raise contract_error(who, "exact-nonnegative-integer?", start)
    if stop is not None and stop is not False and type(stop) is not int:
        raise contract_error(who, "exact-integer?", stop)
    if type(step) is not int or step == 0:
        raise contract_error(who, "(and/c exact-integer? (not/c zero?))", step)
    if n == 0 and start > 0:
        raise racket_error(f"{who}: starting index is out of range for empty {kind}\n  index: {start}",
                           EXN_FAIL_CONTRACT)
    if start > n or (step < 0 and start >= n and n > 0):
        raise racket_error(f"{who}: starting index is out of range\n  starting index: {start}\n"
                           f"  valid range: [0, {n - 1}]\n  {kind}: {print_string(seq)}",
                           EXN_FAIL_CONTRACT)
    if stop is None or stop is False:
        stop = n if step > 0 else -1
    elif not -1 <= stop <= n:
        raise racket_error(f"{who}: stopping index is out of range\n  stopping index: {stop}\n"
                           f"  valid range: [-1, {n}]\n  {kind}: {print_string(seq)}",
                           EXN_FAIL_CONTRACT)
    if step > 0 and start > stop or step < 0 and start < stop:
        which = ("more", "positive") if step > 0 else ("less", "negative")
        raise racket_error(f"{who}: starting index {which[0]} than stopping index, but given a "
                           f"{which[1]} step\n  starting index: {start}\n  stopping index: {stop}\n"
                           f"  step: {step}", EXN_FAIL_CONTRACT)
    return range(start, stop, step)


@define("in-vector", 1, 4, lib=LIB)
def in_vector(v: Any, start: Any = 0, stop: Any = None, step: Any = 1) -> Sequence:
    """(in-vector vec [start stop step]): the elements of a vector."""
    if type(v) is not MVector:
        raise contract_error("in-vector", "vector", v)
    indexes = _slice_args("in-vector", "vector", v, len(v.items), start, stop, step)
    items = v.items
    return Sequence(lambda: map(items.__getitem__, indexes))


@define("in-string", 1, 4, lib=LIB)
def in_string(s: Any, start: Any = 0, stop: Any = None, step: Any = 1) -> Sequence:
    """(in-string str [start stop step]): the characters of a string."""
    t = type(s)
    if t is not str and t is not MString:
        raise contract_error("in-string", "string", s)
    indexes = _slice_args("in-string", "string", s, len(s), start, stop, step)
    if t is str:
        return Sequence(lambda: map(CHAR_OF.__getitem__, map(s.__getitem__, indexes)))
    return Sequence(lambda: _mstring_chars(s, indexes))


@define("in-bytes", 1, 4, lib=LIB)
def in_bytes(b: Any, start: Any = 0, stop: Any = None, step: Any = 1) -> Sequence:
    """(in-bytes bstr [start stop step]): the bytes of a byte string."""
    if type(b) is not bytes and type(b) is not bytearray:
        raise contract_error("in-bytes", "bytes", b)
    indexes = _slice_args("in-bytes", "bytes", b, len(b), start, stop, step)
    return Sequence(lambda: map(b.__getitem__, indexes))


_KEY, _VALUE = operator.itemgetter(0), operator.itemgetter(1)


def _check_hash(who: str, h: Any) -> None:
    if type(h) is not HashTable:
        raise contract_error(who, "hash?", h)


@define("in-hash", 1, 2, lib=LIB)
def in_hash(h: Any, bad: Any = None) -> Sequence:
    """(in-hash h): the keys and values of a hash table (two values per element)."""
    _check_hash("in-hash", h)
    return Sequence(lambda: iter(_hash_entries(h)), 2)


@define("in-hash-keys", 1, 2, lib=LIB)
def in_hash_keys(h: Any, bad: Any = None) -> Sequence:
    """(in-hash-keys h): the keys of a hash table."""
    _check_hash("in-hash-keys", h)
    return Sequence(lambda: map(_KEY, _hash_entries(h)))


@define("in-hash-values", 1, 2, lib=LIB)
def in_hash_values(h: Any, bad: Any = None) -> Sequence:
    """(in-hash-values h): the values of a hash table."""
    _check_hash("in-hash-values", h)
    return Sequence(lambda: map(_VALUE, _hash_entries(h)))


@define("in-hash-pairs", 1, 2, lib=LIB)
def in_hash_pairs(h: Any, bad: Any = None) -> Sequence:
    """(in-hash-pairs h): the entries of a hash table as pairs (key . value)."""
    _check_hash("in-hash-pairs", h)
    return Sequence(lambda: itertools.starmap(make_pair, _hash_entries(h)))


@define("in-indexed", 1, lib=LIB)
def in_indexed(seq: Any) -> Sequence:
    """(in-indexed seq): each element of seq with its index (two values)."""
    if not is_sequence(seq):
        raise contract_error("in-indexed", "sequence?", seq)

    def make() -> Iterator:
        it, arity = sequence_iter(seq)
        if arity != 1:
            return _arity_error_iter(1, arity)
        return zip(it, itertools.count())
    return Sequence(make, 2)


def _arity_error_iter(expected: int, received: int) -> Iterator:
    raise _arity_mismatch(expected, received)
    yield  # pragma: no cover


@define("in-mlist", 1, lib=LIB)
def in_mlist(lst: Any) -> Sequence:
    """(in-mlist mlst): the elements of a mutable list (`mcons` chain)."""
    if lst is not NIL and type(lst) is not MPair:
        raise contract_error("in-mlist", "(or/c mpair? null)", lst)
    return Sequence(lambda: _mlist_elements(lst))


@define("in-value", 1, lib=LIB)
def in_value(v: Any) -> Sequence:
    """(in-value v): the one-element sequence of v."""
    return Sequence(lambda: iter((v,)))


@define("in-producer", 1, None, lib=LIB)
def in_producer(producer: Any, *stop_and_args: Any) -> Sequence:
    """(in-producer producer [stop arg ...]): the values of (producer arg ...) called again
    for each element, up to the first that stop accepts (a procedure: applied to the
    values) or that is eq? to stop; endless without a stop. The producer may give several
    values: the sequence's arity is the count of its first."""
    stop = stop_and_args[0] if stop_and_args else _NO_STOP
    args = list(stop_and_args[1:])
    seq = Sequence(lambda: _produced(seq, producer, stop, args))
    return seq


_NO_STOP = object()


def _produced(seq: Sequence, producer: Any, stop: Any, args: list) -> Iterator:
    """in-producer's elements, the first computed before the iterator is handed over (so
    its count of values sets ``seq.arity``); a tuple of them when there are several."""
    stop_test = is_procedure(stop)

    def produce() -> Any:
        v = apply_procedure(producer, list(args))
        values = v.values if type(v) is MultipleValues else [v]
        if stop is not _NO_STOP:
            if stop_test:
                if apply_procedure(stop, list(values)) is not False:
                    return _NO_STOP
            elif len(values) == 1 and values[0] is stop:
                return _NO_STOP
        return values[0] if len(values) == 1 else tuple(values)

    first = produce()
    seq.arity = len(first) if type(first) is tuple else 1

    def rest() -> Iterator:
        v = first
        while v is not _NO_STOP:
            yield v
            v = produce()
    return rest()


@define("sequence?", 1, lib=LIB)
def sequence_p(v: Any) -> bool:
    """Can v be iterated by `for`?"""
    return is_sequence(v)


# ------------------------------------------------------------------ combining sequences
# in-cycle, in-parallel and in-sequences (racket/base's), make-do-sequence and
# sequence-generate(*): programs written against the generic sequence protocol use them.

def _seq_arity(s: Any) -> int:
    """How many values each element of the checked sequence s has (without walking it)."""
    t = type(s)
    return 2 if t is HashTable else s.arity if t is Sequence else 1


def _checked_seqs(who: str, seqs: tuple) -> None:
    for s in seqs:
        if not is_sequence(s):
            raise contract_error(who, "sequence?", s)


def _chained(seqs: tuple, arity: int) -> Iterator:
    """The elements of each sequence in turn; a part of another number of values than the
    first's is the result arity error at its first element, as in Racket."""
    for s in seqs:
        it, n = sequence_iter(s)    # type: ignore[misc]
        yield from (it if n == arity else mismatch_iter(it, arity, n))


@define("in-sequences", 0, None, lib=LIB)
def in_sequences(*seqs: Any) -> Sequence:
    """(in-sequences seq ...): the elements of each sequence in turn (all of the first's
    number of values)."""
    _checked_seqs("in-sequences", seqs)
    arity = _seq_arity(seqs[0]) if seqs else 1
    return Sequence(lambda: _chained(seqs, arity), arity)


@define("in-cycle", 0, None, lib=LIB)
def in_cycle(*seqs: Any) -> Sequence:
    """(in-cycle seq ...): the elements of the sequences in turn, again and again without
    end (as in Racket, cycling through sequences that are all empty never ends)."""
    _checked_seqs("in-cycle", seqs)
    arity = _seq_arity(seqs[0]) if seqs else 1

    def make() -> Iterator:
        while True:
            yield from _chained(seqs, arity)
            if BUDGET.max_steps is not None:
                charge_work(8)      # a step a round: a cycle of empty sequences is a loop
    return Sequence(make, arity)


@define("in-parallel", 0, None, lib=LIB)
def in_parallel(*seqs: Any) -> Sequence:
    """(in-parallel seq ...): one value from each sequence per element, as many elements as
    the shortest has; each sequence must give single values."""
    _checked_seqs("in-parallel", seqs)

    def single(s: Any) -> Iterator:
        it, n = sequence_iter(s)    # type: ignore[misc]
        return it if n == 1 else mismatch_iter(it, 1, n)

    def make() -> Iterator:
        its = [single(s) for s in seqs]
        if len(its) == 1:
            return its[0]
        return zip(*its) if its else itertools.repeat(())
    return Sequence(make, len(seqs))


def _element_values(v: Any) -> Any:
    """A procedure's result as a sequence element: the value, or a tuple of several."""
    return tuple(v.values) if type(v) is MultipleValues else v


@define("make-do-sequence", 1, lib=LIB)
def make_do_sequence(thunk: Any) -> Sequence:
    """A sequence from the thunk's 6 values (pos->element next-pos initial-pos
    continue-with-pos? continue-with-val? continue-after-pos+val?) or 7 (early-next-pos
    after pos->element), as Racket's `for` steps them; the thunk runs when the sequence is
    walked (nothing is checked before, as in Racket). pos->element may give several values:
    the sequence's arity is the count of its first element's."""
    seq = Sequence(lambda: _do_sequence(seq, thunk))
    return seq


def _do_sequence(seq: Sequence, thunk: Any) -> Iterator:
    from minischeme.values.errors import EXN_FAIL_CONTRACT_ARITY
    from minischeme.values.runtime import apply_procedure
    got = apply_procedure(thunk, [])
    parts = got.values if type(got) is MultipleValues else [got]
    if len(parts) == 6:
        element, next_pos, pos, pos_ok, val_ok, after_ok = parts
        early = False
    elif len(parts) == 7:
        element, early, next_pos, pos, pos_ok, val_ok, after_ok = parts
    else:
        raise racket_error("incorrect number of values received in multiple value context",
                           EXN_FAIL_CONTRACT_ARITY)

    def step() -> Any:
        """The next element (its pos advanced by early-next-pos), or _NO_STOP at the end."""
        nonlocal pos
        if pos_ok is not False and apply_procedure(pos_ok, [pos], True) is False:
            return _NO_STOP
        v = apply_procedure(element, [pos])
        if early is not False:
            pos = apply_procedure(early, [pos], True)
        vals = v.values if type(v) is MultipleValues else [v]
        if val_ok is not False and apply_procedure(val_ok, list(vals), True) is False:
            return _NO_STOP
        return _element_values(v), vals

    first = step()
    if first is not _NO_STOP:
        seq.arity = len(first[1])

    def rest() -> Iterator:
        nonlocal pos
        got = first
        while got is not _NO_STOP:
            yield got[0]
            if after_ok is not False and apply_procedure(after_ok, [pos, *got[1]], True) is False:
                return
            pos = apply_procedure(next_pos, [pos], True)
            got = step()
    return rest()


class _Generator:
    """sequence-generate's state: the sequence's iterator and the element looked at by
    more? and not yet taken by next."""

    __slots__ = ("seq", "it", "arity", "ahead")

    def __init__(self, seq: Any) -> None:
        self.seq, self.it, self.arity = seq, None, 1    # (walked from the first more?)
        self.ahead: Any = _NO_STOP

    def more(self) -> bool:
        if self.it is None:
            self.it, self.arity = sequence_iter(self.seq)   # type: ignore[misc]
        if self.ahead is _NO_STOP:
            self.ahead = next(self.it, _NO_STOP)
        return self.ahead is not _NO_STOP

    def take(self) -> Any:
        if not self.more():
            raise racket_error("sequence has no more values", EXN_FAIL_CONTRACT)
        v, self.ahead = self.ahead, _NO_STOP
        return v


@define("sequence-generate", 1, lib=LIB)
def sequence_generate(seq: Any) -> Any:
    """Two thunks over seq: sequence-more? (is there another element?) and sequence-next
    (that element's values; `sequence has no more values` past the end)."""
    from minischeme.values.procedures import Primitive
    if not is_sequence(seq):
        raise contract_error("sequence-generate", "sequence?", seq)
    g = _Generator(seq)

    def next_values() -> Any:
        v = g.take()
        return MultipleValues(list(v)) if g.arity != 1 else v
    return MultipleValues([Primitive("sequence-more?", g.more, 0, 0),
                           Primitive("sequence-next", next_values, 0, 0)])


@define("sequence-generate*", 1, lib=LIB)
def sequence_generate_star(seq: Any) -> Any:
    """The first element's values as a list (#f when seq is empty) and a thunk giving the
    same two values for the rest (the thunk `no-more` once at the end)."""
    from minischeme.values.procedures import Primitive
    if not is_sequence(seq):
        raise contract_error("sequence-generate*", "sequence?", seq)
    g = _Generator(seq)

    def no_more() -> Any:
        raise racket_error("sequence has no more values", EXN_FAIL_CONTRACT)

    def answer() -> Any:
        if not g.more():
            return MultipleValues([False, Primitive("no-more", no_more, 0, 0)])
        v = g.take()
        vals = list(v) if g.arity != 1 else [v]
        return MultipleValues([make_list(vals), Primitive("sequence-generate*-next", answer, 0, 0)])
    return answer()


@define("sequence->stream", 1, lib=LIB)
def sequence_to_stream(seq: Any) -> Any:
    """racket/base's sequence->stream: racket/stream's (racket_stream.py), loaded when first
    called, so that a racket/base program that never makes a stream does not load it."""
    return library_primitives("racket/stream")["sequence->stream"].fn(seq)


def _stopping(who: str, seq: Any, pred: Any, after: bool) -> Sequence:
    """The elements of seq up to the first whose values satisfy pred: without it
    (`stop-before`) or with it (`stop-after`), found as the result is walked."""
    if not is_sequence(seq):
        raise contract_error(who, "sequence?", seq)
    if not (is_procedure(pred) and procedure_arity_includes(pred, 1)):
        raise contract_error(who, "(procedure-arity-includes/c 1)", pred)

    def make() -> Iterator:
        it, arity = sequence_iter(seq)
        for v in it:
            stop = apply_procedure(pred, list(v) if arity != 1 else [v]) is not False
            if stop and not after:
                return
            yield v
            if stop:
                return
    arity = 2 if type(seq) is HashTable else seq.arity if type(seq) is Sequence else 1
    return Sequence(make, arity)


@define("stop-before", 2, lib=LIB)
def stop_before(seq: Any, pred: Any) -> Any:
    """The elements of seq before the first that satisfies pred."""
    return _stopping("stop-before", seq, pred, False)


@define("stop-after", 2, lib=LIB)
def stop_after(seq: Any, pred: Any) -> Any:
    """The elements of seq up to and including the first that satisfies pred."""
    return _stopping("stop-after", seq, pred, True)
