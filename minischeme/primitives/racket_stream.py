"""racket/stream: lazy streams (`stream-cons`, `stream`, `for/stream` build them; the forms
are in minischeme/forms/library_forms.py) and the stream operations, which also take lists and the
stream sequences (`in-range`, `in-naturals`), as Racket's do.

A stream made here is a chain of `StreamCell`s whose first and rest are thunks, each run at
most once (Racket's streams memoize); `stream-map`, `stream-filter`, `stream-take`, ... are as
lazy as Racket's, so they work on infinite streams. Every stream prints as `#<stream>`.
"""
from __future__ import annotations

import itertools
import operator
import sys
from typing import Any, Callable, Iterator

from minischeme.values.data import NIL, VOID, MultipleValues, Pair, StructInstance, Symbol, is_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.procedures import Closure, Primitive, TailCall
from minischeme.values.runtime import apply_procedure, call, is_procedure, single_value
from . import sequences
from .sequences import Sequence, mismatch_iter, sequence_iter
from .registry import add, define, library
from .base_lists import direct_fn, from_pylist

library("racket/stream")

_UNFORCED = object()
_END = object()         # an iterator's end
_NONEMPTY = "(and/c stream? (not/c stream-empty?))"


class EmptyStream:
    """`empty-stream`."""

    __slots__ = ()

    def racket_repr(self) -> str:
        return "#<stream>"

    def racket_sequence(self) -> Iterator:
        return iter(())


EMPTY = EmptyStream()
add("empty-stream", EMPTY)


_BROKEN = object()   # a part being computed, or whose computation raised


def _broken() -> Exception:
    return racket_error("stream: reentrant or broken delay", EXN_FAIL_CONTRACT)


class StreamCell:
    """A non-empty lazy stream: its first element and its rest, each computed on demand."""

    __slots__ = ("_first", "_rest")

    def __init__(self, first: Any, rest: Any) -> None:
        self._first = first     # a thunk (callable) until forced, then the value
        self._rest = rest

    def first(self) -> Any:
        f = self._first
        if type(f) is _Thunk:
            self._first = _BROKEN        # until it has a value: forcing it again is an error
            p = f.fn
            a = f.arg
            if type(p) is Closure and p.arity == (0 if a is _NO_ARG else 1):
                # a thunk (for/stream's body: a procedure of its element) translated to
                # Python, called here: a recursion through stream-first takes as few
                # Python frames a level as a plain call
                v = p.fn() if a is _NO_ARG else p.fn(a)
                if type(v) is TailCall:
                    v = apply_procedure(v.proc, v.args, True)
                elif type(v) is MultipleValues:
                    single_value(v)
                self._first = v
            else:
                self._first = f()
        elif f is _BROKEN:
            raise _broken()
        return self._first

    def rest(self) -> Any:
        r = self._rest
        if type(r) is _Thunk:
            self._rest = _BROKEN
            v = r()
            if not is_stream(v):
                raise racket_error("stream-cons: rest expression produced a non-stream\n"
                                   f"  rest result: {error_value_string(v)}", EXN_FAIL_CONTRACT)
            self._rest = v
        elif r is _BROKEN:
            raise _broken()
        return self._rest

    def rest_stream(self) -> Any:
        """The rest as a stream, not computed yet if it was not (srfi/41's stream-cdr):
        an unforced rest becomes a stream that computes it when looked at, kept in its
        place, so every call answers the same stream and the rest is computed once."""
        r = self._rest
        if type(r) is _Thunk:
            r = self._rest = _Deferred(self.rest_of_thunk(r))
        elif r is _BROKEN:
            raise _broken()
        return r

    @staticmethod
    def rest_of_thunk(thunk: Any) -> Callable[[], Any]:
        """A Python thunk that runs a stream-cons's rest thunk and checks its value is a
        stream."""
        def run() -> Any:
            v = thunk()
            if not is_stream(v):
                raise racket_error("stream-cons: rest expression produced a non-stream\n"
                                   f"  rest result: {error_value_string(v)}", EXN_FAIL_CONTRACT)
            return v
        return run

    def lazy_rest(self) -> Any:
        """stream-rest's answer: the rest, or (not computed yet) a stream that computes it
        when looked at, as Racket's stream-rest forces nothing."""
        return self._rest if type(self._rest) is not _Thunk else _Deferred(self.rest)

    def racket_repr(self) -> str:
        return "#<stream>"

    def racket_sequence(self) -> Iterator:
        return iterate(self)


_NO_ARG = object()


class _Thunk:
    """A delayed computation: a Racket procedure (``racket``) of no arguments or of ``arg``,
    or a Python function of none."""

    __slots__ = ("fn", "racket", "arg")

    def __init__(self, fn: Any, racket: bool = False, arg: Any = _NO_ARG) -> None:
        self.fn = fn
        self.racket = racket
        self.arg = arg

    def __call__(self) -> Any:
        if self.racket:
            return call(self.fn) if self.arg is _NO_ARG else call(self.fn, self.arg)
        return self.fn()


def lazy_cell(first: Callable[[], Any], rest: Callable[[], Any]) -> StreamCell:
    """A stream cell from two Python thunks."""
    return StreamCell(_Thunk(first), _Thunk(rest))


class DoStream:
    """Racket's make-do-stream (racket/private/stream-cons.rkt), which racket/stream's
    stream-map, stream-take, stream-append, stream-add-between and stream-filter return:
    three thunks, whether it is empty (None: never), its first element and its rest (each
    raising stream-first's or stream-rest's error when it is empty), none of them cached. So `(stream-first (stream-map f s))` calls f at each look, and each
    `stream-rest` builds the rest anew, as in Racket 8.7 (where a program's side effects
    in f show it: SICP's exercises 3.51 and 3.52)."""

    __slots__ = ("empty", "first", "rest", "source", "fn", "stable")

    def __init__(self, empty: Callable[[], bool] | None, first: Callable[[], Any],
                 rest: Callable[[], Any]) -> None:
        self.empty = empty
        self.first = first
        self.rest = rest
        # a stream-map's: the stream mapped and the function (its first is fn of the
        # source's first, its rest the map of the source's rest), so a walk, stream-ref
        # and stream-length go down the source, forcing what Racket's would, in its order
        self.source: Any = None
        self.fn: Callable[[Any], Any] | None = None
        # does `first` give one value at every look, at no cost after the first (it
        # reads a stream-cons's first)? (a stream-filter keeps the element then)
        self.stable = False

    def racket_repr(self) -> str:
        return "#<stream>"

    def racket_sequence(self) -> Iterator:
        return iterate(self)


def _racket_thunk(proc: Any) -> _Thunk:
    return _Thunk(proc, racket=True)


def _sequence_stream(v: Any) -> bool:
    return type(v) is Sequence and v.stream


def is_stream(v: Any) -> bool:
    t = type(v)
    return t is StreamCell or t is _Deferred or t is DoStream or t is EmptyStream or v is NIL \
        or t is Pair and is_list(v) or _sequence_stream(v) \
        or t is StructInstance and v.stype.stream is not None


def _struct_stream(s: StructInstance) -> Any:
    """An instance of a struct type with gen:stream methods as a stream cell (or the empty
    stream), its first and rest asked of its methods when needed."""
    empty, first, rest = s.stype.stream
    if call(empty, s) is not False:
        return EMPTY
    return StreamCell(_Thunk(lambda: apply_procedure(first, [s])), _Thunk(lambda: call(rest, s)))


def _from_iterator(it: Iterator) -> Any:
    """A memoizing stream over a Python iterator (for `in-range` and friends)."""
    try:
        x = next(it)
    except StopIteration:
        return EMPTY
    return StreamCell(x, _Thunk(lambda: _from_iterator(it)))


def _normal(s: Any) -> Any:
    """A stream as an EmptyStream, a plain StreamCell, a list, or a sequence stream that
    has a ``split`` (in-range, in-naturals, in-list: walked as it is)."""
    while type(s) is _Deferred:
        s = s._get()
    if type(s) is Sequence and s.split is None and s.stream:      # in-stream
        return _from_iterator(s.make())
    if type(s) is StructInstance and s.stype.stream is not None:
        return _struct_stream(s)
    return s


def _is_empty(s: Any) -> bool:
    """Is the normal stream s empty? (a sequence stream: stepping it has no effect)"""
    t = type(s)
    if t is DoStream:
        return s.empty is not None and s.empty()
    if t is Sequence:
        return s.parts() is None
    return s is NIL or t is EmptyStream


def _first(who: str, s: Any) -> Any:
    s = _normal(s)
    t = type(s)
    if t is StreamCell:
        return s.first()
    if t is DoStream:           # (a filter's first says when it is empty)
        return s.first()
    if t is Pair and is_list(s):
        return s.car
    if t is Sequence:
        parts = s.parts()
        if parts is not None:
            return parts[0]
    raise contract_error(who, _NONEMPTY, s)


def _rest(who: str, s: Any) -> Any:
    s = _normal(s)
    t = type(s)
    if t is StreamCell:
        return s.rest()
    if t is DoStream:
        return s.rest()
    if t is Pair and is_list(s):
        return s.cdr
    if t is Sequence:
        parts = s.parts()
        if parts is not None:
            return parts[1]
    raise contract_error(who, _NONEMPTY, s)


def _pairs(lst: Any) -> Iterator:
    """The elements of a proper list, one pair at a time."""
    while type(lst) is Pair:
        yield lst.car
        lst = lst.cdr


def iterate(s: Any) -> Iterator:
    """The elements of a stream, forced one at a time, in order. A list or a sequence
    stream (in its rest too) is walked directly: no stream cell is made for its elements."""
    while True:
        s = _normal(s)
        t = type(s)
        if t is StreamCell:
            yield s.first()
            s = s.rest()
        elif t is DoStream:
            fn = s.fn
            if fn is not None:
                for x in iterate(s.source):
                    yield fn(x)
                return
            if s.empty is not None and s.empty():
                return
            yield s.first()
            s = s.rest()
        elif t is Pair:
            yield from _pairs(s)
            return
        elif t is Sequence:
            yield from s.make()
            return
        else:
            return


sequences.STRUCT_STREAM_ELEMENTS[0] = iterate


def _elements(s: Any) -> Iterator:
    """A Python iterator over the elements of the checked stream s, for a consumer that
    forces each one in order (stream-andmap, stream-fold, stream->list, ...)."""
    t = type(s)
    if t is Sequence and s.split is not None:
        return s.make()
    if t is Pair:
        return _pairs(s)
    return iterate(s)


def _check_proc(who: str, f: Any) -> None:
    if not is_procedure(f):
        raise contract_error(who, "procedure?", f)


def _check(who: str, s: Any, pos: int | None = None, args: list | None = None) -> Any:
    if not is_stream(s):
        raise contract_error(who, "stream?", s, pos, args)
    return _normal(s)


# ------------------------------------------------------------------ the forms' helpers

@define("%stream-cons", 2)
def stream_cons(first: Any, rest: Any) -> StreamCell:
    """(stream-cons a b) is (%stream-cons (lambda () a) (lambda () b))."""
    return StreamCell(_racket_thunk(first), _racket_thunk(rest))


@define("%stream-of-sequences", 1, None)
def stream_of_sequences(proc: Any, *seqs: Any) -> Any:
    """for/stream over parallel sequences: (proc x ...) for each step, lazily."""
    iters = []
    for s in seqs:
        got = sequence_iter(s)
        if got is None:
            raise racket_error(f"for/stream: contract violation\n  expected: sequence?\n"
                               f"  given: {s}", EXN_FAIL_CONTRACT)
        iters.append(got[0] if got[1] == 1 else mismatch_iter(got[0], 1, got[1]))
    if len(iters) == 1:
        it = iters[0]

        def step1() -> Any:       # a cell: (proc x) when looked at, the next step as its rest
            x = next(it, _END)
            if x is _END:
                return EMPTY
            return StreamCell(_Thunk(proc, True, x), _Thunk(step1))
        return step1()

    def step() -> Any:
        try:
            xs = [next(it) for it in iters]
        except StopIteration:
            return EMPTY
        value: list = []

        def first() -> Any:
            if not value:
                value.append(apply_procedure(proc, xs, True))
            return value[0]
        return lazy_cell(first, step)
    return step()


@define("%list->stream", 1)
def list_to_stream(lst: Any) -> Any:
    """A stream of a list's elements (for/stream with clauses we run eagerly)."""
    return lst


# ------------------------------------------------------------------ predicates and access

@define("stream?", 1)
def stream_p(v: Any) -> bool:
    return is_stream(v)


@define("stream-empty?", 1)
def stream_empty_p(s: Any) -> bool:
    s = _check("stream-empty?", s)
    return _is_empty(s)


@define("stream-first", 1)
def stream_first(s: Any) -> Any:
    if type(s) is StreamCell:
        return s.first()
    return _first("stream-first", s)


@define("stream-rest", 1)
def stream_rest(s: Any) -> Any:
    s = _normal(s)
    if type(s) is StreamCell:
        return s.lazy_rest()
    return _rest("stream-rest", s)


_RANGE_ITERATOR = type(iter(range(0)))


def _index(who: str, i: Any) -> int:
    if type(i) is not int or i < 0:
        raise contract_error(who, "exact-nonnegative-integer?", i)
    return i


def _ended(who: str, i: int) -> Any:
    return racket_error(f"{who}: stream ended before index\n  index: {i}", EXN_FAIL_CONTRACT)


@define("stream-ref", 2)
def stream_ref(s: Any, i: Any) -> Any:
    """The i-th element: the rests before it are forced, not their firsts (Racket's loop of
    stream-rest, then stream-first)."""
    return _stream_ref(_check("stream-ref", s), _index("stream-ref", i), i)


def _stream_ref(s: Any, n: int, i: int) -> Any:
    """The n-th element of the normal stream s (``i``: the index its caller was given)."""
    while True:
        t = type(s)
        if t is Sequence:       # walked, not split n times
            it = s.make()
            if n < sys.maxsize:
                x = next(itertools.islice(it, n, None), _END)
            else:               # (an index no Python iterator reaches: forever, as Racket)
                x = _END
                for x in it:
                    pass
            if x is _END:
                raise _ended("stream-ref", i)
            return x
        if t is Pair:
            while n and type(s) is Pair:
                s = s.cdr
                n -= 1
            if s is NIL:
                raise _ended("stream-ref", i)
            return s.car
        if t is DoStream:
            if s.fn is not None:
                return s.fn(_stream_ref(s.source, n, i))
            if s.empty is not None and s.empty():
                raise _ended("stream-ref", i)
        elif t is not StreamCell:
            raise _ended("stream-ref", i)
        if n == 0:
            return s.first()
        s = _normal(s.rest())
        n -= 1


@define("stream-tail", 2)
def stream_tail(s: Any, i: Any) -> Any:
    s = _check("stream-tail", s)
    n = _index("stream-tail", i)
    for _ in range(n):
        if type(s) is Pair:
            s = s.cdr
            continue
        if _is_empty(s):
            raise _ended("stream-tail", n)
        s = _normal(_rest("stream-tail", s))
    return s


@define("stream-take", 2)
def stream_take(s: Any, i: Any) -> Any:
    """The first i elements, as Racket's loop makes them: at each step (the first at the
    call) the stream's emptiness is checked (past its end: `stream ended before index`),
    then a do-stream of its first and the rest's step (not cached)."""
    s = _check("stream-take", s)
    n = _index("stream-take", i)

    def take(s: Any, k: int) -> Any:
        if k == 0:          # the rest after the last element taken is not looked at
            return EMPTY
        s = _normal(s)
        if _is_empty(s):
            raise _ended("stream-take", n)
        return DoStream(None, lambda: _first("stream-first", s),
                        lambda: take(_lazy_rest(s), k - 1))
    return take(s, n)


def _lazy_rest(s: Any) -> Any:
    """stream-rest of a non-empty normal stream: a stream-cons's rest not forced yet."""
    return s.lazy_rest() if type(s) is StreamCell else _rest("stream-rest", s)


class _Deferred:
    """A stream whose first cell is computed when first looked at (Racket's stream-take
    checks nothing until it is forced)."""

    __slots__ = ("_make", "_cell")

    def __init__(self, make: Callable[[], Any]) -> None:
        self._make = make
        self._cell: Any = None

    def _get(self) -> Any:
        if self._cell is None:
            self._cell = self._make()
        return self._cell

    def racket_repr(self) -> str:
        return "#<stream>"

    def racket_sequence(self) -> Iterator:
        return iterate(self)


@define("stream-length", 1)
def stream_length(s: Any) -> int:
    """The number of elements: the rests are forced, not the firsts (as Racket's loop of
    stream-empty? and stream-rest)."""
    s = _check("stream-length", s)
    n = 0
    while True:
        t = type(s)
        if t is StreamCell:
            n += 1
            s = _normal(s.rest())
        elif t is DoStream:
            if s.fn is not None:
                s = s.source
                continue
            if s.empty is not None and s.empty():
                return n
            n += 1
            s = _normal(s.rest())
        elif t is Pair:
            while type(s) is Pair:
                n += 1
                s = s.cdr
            return n
        elif t is Sequence:
            it = s.make()
            if type(it) is _RANGE_ITERATOR:
                return n + operator.length_hint(it)
            for _ in it:
                n += 1
            return n
        else:
            return n


@define("stream->list", 1)
def stream_to_list(s: Any) -> Any:
    if not is_stream(s):
        raise contract_error("in-stream", "stream?", s)
    return from_pylist(list(_elements(_normal(s))))


@define("in-stream", 1)
def in_stream(s: Any) -> Any:
    _check("in-stream", s)
    return Sequence(lambda: iterate(s), 1, True)


@define("sequence->stream", 1)
def sequence_to_stream(seq: Any) -> Any:
    """A lazy stream of seq's elements (seq itself when it is a stream already); a
    non-sequence is sequence-generate's error, as Racket's is. (racket/base's is
    sequences.py's, which calls this one.)"""
    if is_stream(seq):
        return seq
    got = sequence_iter(seq)
    if got is None:
        raise contract_error("sequence-generate", "sequence?", seq)
    it, arity = got         # (elements of several values: the arity error when reached)
    return _Deferred(lambda: _from_iterator(it if arity == 1 else mismatch_iter(it, 1, arity)))



# ------------------------------------------------------------------ lazy transformers

def _mapped(f: Callable[[Any], Any], s: Any) -> Any:
    """Racket's stream-map loop: the stream's emptiness checked now, then a do-stream whose
    first is f of the stream's first, computed at each look, and whose rest is the loop
    over the stream's rest, made at each look."""
    s = _normal(s)
    if type(s) is Sequence:     # in-range, in-list ...: its elements as cells, made once
        s = _from_iterator(s.make())    # (looking at one again costs nothing, as Racket's)
    if type(s) is not StreamCell and _is_empty(s):
        return EMPTY
    mapped = DoStream(None, lambda: f(_first("stream-first", s)),
                      lambda: _mapped(f, _forced_rest(s)))
    mapped.source = s
    mapped.fn = f
    return mapped


def _forced_rest(s: Any) -> Any:
    """stream-rest of a non-empty normal stream, where its emptiness is asked next (so a
    stream-cons's rest is forced now, as it would be then)."""
    return s.rest() if type(s) is StreamCell else _rest("stream-rest", s)


@define("stream-map", 2)
def stream_map(f: Any, s: Any) -> Any:
    """(f x) for each element, computed when looked at, again at each look (Racket 8.7's
    stream-map caches nothing)."""
    _check_proc("stream-map", f)
    s = _check("stream-map", s)
    return _mapped(lambda x: call(f, x), s)


@define("stream-filter", 2)
def stream_filter(f: Any, s: Any) -> Any:
    """The elements for which (f x) holds, as Racket's stream-filter finds them: the
    stream's emptiness checked now; the search for the next element kept (done once,
    when the result is first looked at), and that element's first taken from the stream
    at each look (so a stream-map's f runs again)."""
    _check_proc("stream-filter", f)
    s = _check("stream-filter", s)
    if type(s) is Sequence:     # one iterator feeds the cells (its elements cost nothing
        it = s.make()           # to look at again, so keeping them changes nothing)

        def build_from() -> Any:
            for x in it:
                if call(f, x) is not False:
                    return StreamCell(x, _Thunk(build_from))
            return EMPTY
        return _Deferred(build_from)
    return _filtered(f, s)


def _filtered(f: Any, s: Any) -> Any:
    s = _normal(s)
    if _is_empty(s):
        return EMPTY
    level = _Filter(f, s)
    level.stream = DoStream(level.is_empty, level.first, level.rest)
    return level.stream


_UNSEARCHED = object()


class _Filter:
    """One stream-filter level, as Racket's: the search for the next element (its
    `force!`) done once, keeping the position found and the filter of the rest; the
    element taken from that position at each look, kept only when the position's first
    is itself kept (a stream-cons's, a list's), which gives the same answers, and so a
    sieve of filters does not go down its whole chain at every look."""

    __slots__ = ("f", "s", "pos", "rst", "value", "stream")

    def __init__(self, f: Any, s: Any) -> None:
        self.f = f
        self.s = s
        self.pos: Any = _UNSEARCHED
        self.rst: Any = EMPTY
        self.value: Any = _UNSEARCHED
        self.stream: Any = None

    def force(self) -> Any:
        p = self.pos
        if p is _UNSEARCHED:
            p = self.s
            f = self.f
            while True:
                t = type(p)
                if t is not StreamCell and t is not DoStream:
                    p = _normal(p)
                    if _is_empty(p):
                        p = None
                        break
                    t = type(p)
                if t is DoStream and p.empty is not None and p.empty():
                    p = None
                    break
                if call(f, p.first() if t is StreamCell or t is DoStream
                        else _first("stream-first", p)) is not False:
                    self.rst = _filtered(f, _forced_rest(p))
                    break
                p = p.rest() if t is StreamCell or t is DoStream else _rest("stream-rest", p)
            self.pos = p
            self.s = None
            self.stream.stable = p is None or _stable(p)
        return p

    def is_empty(self) -> bool:
        p = self.pos
        return (self.force() if p is _UNSEARCHED else p) is None

    def first(self) -> Any:
        v = self.value
        if v is not _UNSEARCHED:
            return v
        p = self.force()
        if p is None:
            raise contract_error("stream-first", _NONEMPTY, self.stream)
        v = _first("stream-first", p)
        if self.stream.stable:
            self.value = v
        return v

    def rest(self) -> Any:
        p = self.pos
        if (self.force() if p is _UNSEARCHED else p) is None:
            raise contract_error("stream-rest", _NONEMPTY, self.stream)
        return self.rst


def _stable(p: Any) -> bool:
    """Does the non-empty normal stream p give the same first element at every look, at
    no cost after the first (a stream-cons's, a list's, a sequence's; not a stream-map's)?"""
    return type(p) is not DoStream or p.stable


@define("stream-append", 0, None)
def stream_append(*streams: Any) -> Any:
    """Racket's streams-append: no stream is itself; one is that stream; else the empty
    ones in front skipped now, and a do-stream of the first one's first and the append of
    its rest and the others (not cached)."""
    for i, s in enumerate(streams):
        _check("stream-append", s, i, list(streams))

    def append(ss: list) -> Any:
        while True:
            if not ss:
                return EMPTY
            if len(ss) == 1:
                return ss[0]
            head = _normal(ss[0])
            if not _is_empty(head):
                break
            ss = ss[1:]
        return DoStream(None, lambda: _first("stream-first", head),
                        lambda: append([_forced_rest(head), *ss[1:]]))
    return append(list(streams))


@define("stream-add-between", 2)
def stream_add_between(s: Any, sep: Any) -> Any:
    """Racket's: a do-stream of the first element, whose rest puts `sep` (a stream-cons,
    cached) before each later element's do-stream."""
    s = _check("stream-add-between", s)
    if _is_empty(s):
        return EMPTY

    def later(s: Any) -> Any:
        s = _normal(s)
        if _is_empty(s):
            return EMPTY
        return StreamCell(sep, _Thunk(lambda: DoStream(None, lambda: _first("stream-first", s),
                                                       lambda: later(_lazy_rest(s)))))
    return DoStream(None, lambda: _first("stream-first", s), lambda: later(_lazy_rest(s)))


# ------------------------------------------------------------------ eager consumers

# Each walks the stream's elements directly (_elements: a range or a list is no chain of
# cells) and calls a procedure translated to Python as base_lists' andmap does: its
# function called here (it counts its own step), a tail call finished, multiple values
# refused, written out in each loop (a helper would be a Python frame more a call).
# As Racket's, each checks that f is a procedure, then that s is a stream.

@define("stream-for-each", 2)
def stream_for_each(f: Any, s: Any) -> Any:
    _check_proc("stream-for-each", f)
    items = _elements(_check("stream-for-each", s))
    fn = direct_fn(f, 1)
    if fn is not None:
        for x in items:
            v = fn(x)
            if type(v) is TailCall:
                apply_procedure(v.proc, v.args)
    else:
        for x in items:
            apply_procedure(f, [x])
    return VOID


@define("stream-andmap", 2)
def stream_andmap(f: Any, s: Any) -> Any:
    _check_proc("stream-andmap", f)
    items = _elements(_check("stream-andmap", s))
    result: Any = True
    fn = direct_fn(f, 1)
    if fn is not None:
        for x in items:
            result = fn(x)
            if type(result) is TailCall:
                result = apply_procedure(result.proc, result.args, True)
            elif type(result) is MultipleValues:
                single_value(result)
            if result is False:
                return False
        return result
    for x in items:
        result = apply_procedure(f, [x], True)
        if result is False:
            return False
    return result


@define("stream-ormap", 2)
def stream_ormap(f: Any, s: Any) -> Any:
    _check_proc("stream-ormap", f)
    items = _elements(_check("stream-ormap", s))
    fn = direct_fn(f, 1)
    if fn is not None:
        for x in items:
            result = fn(x)
            if type(result) is TailCall:
                result = apply_procedure(result.proc, result.args, True)
            elif type(result) is MultipleValues:
                single_value(result)
            if result is not False:
                return result
        return False
    for x in items:
        result = apply_procedure(f, [x], True)
        if result is not False:
            return result
    return False


@define("stream-fold", 3)
def stream_fold(f: Any, init: Any, s: Any) -> Any:
    _check_proc("stream-fold", f)
    items = _elements(_check("stream-fold", s))
    acc = init
    fn = direct_fn(f, 2)
    if fn is not None:
        for x in items:
            acc = fn(acc, x)
            if type(acc) is TailCall:
                acc = apply_procedure(acc.proc, acc.args, True)
            elif type(acc) is MultipleValues:
                single_value(acc)
        return acc
    for x in items:
        acc = apply_procedure(f, [acc, x], True)
    return acc


@define("stream-count", 2)
def stream_count(f: Any, s: Any) -> int:
    _check_proc("stream-count", f)
    items = _elements(_check("stream-count", s))
    n = 0
    fn = direct_fn(f, 1)
    if fn is not None:
        for x in items:
            v = fn(x)
            if type(v) is TailCall:
                v = apply_procedure(v.proc, v.args, True)
            elif type(v) is MultipleValues:
                single_value(v)
            if v is not False:
                n += 1
        return n
    for x in items:
        if apply_procedure(f, [x], True) is not False:
            n += 1
    return n


@define("stream-force", 1)
def stream_force(s: Any) -> Any:
    """The stream s, its delayed part (a `stream-lazy` expression) evaluated."""
    if not is_stream(s):
        raise contract_error("stream-force", "stream?", s)
    return _normal(s) if type(s) is _Deferred else s


@define("%stream-lazy", 2)
def stream_lazy(thunk: Any, who: Any) -> Any:
    """(stream-lazy expr) is (%stream-lazy (lambda () expr) who): expr's stream, computed
    when first looked at."""
    def make() -> Any:
        v = call(thunk)
        if not is_stream(v):
            name = who.name if type(who) is Symbol else "stream-lazy"
            raise racket_error(f"{name}: delayed expression produced a non-stream\n  result: "
                               f"{error_value_string(v)}", EXN_FAIL_CONTRACT)
        return _normal(v)
    return _Deferred(make)


@define("%eager-thunk", 1)
def eager_thunk(v: Any) -> Any:
    """The first of `(stream-cons #:eager v rest)`: already a value."""
    return Primitive("eager", lambda: v, 0, 0)


@define("%eager-rest", 1)
def eager_rest(v: Any) -> Any:
    """The rest of `(stream-cons first #:eager v)`: already a stream."""
    if not is_stream(v):
        raise contract_error("stream-cons", "stream?", v)
    return Primitive("eager", lambda: v, 0, 0)
