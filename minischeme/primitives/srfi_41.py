"""srfi/41 (SRFI 41 streams): the procedures of Racket 8.7's srfi/41, with its laziness and
its error messages. Its forms (`stream-lambda`, `define-stream`, `stream-let`,
`stream-match`, `stream-of`; `stream-cons` and `stream` are racket/stream's, as in Racket)
are in minischeme/forms/srfi41_streams.py.

In Racket, srfi/41 is built on the streams racket/stream is built on
(racket/private/stream-cons): a `stream-cons` is an eagerly created stream with a lazy
first and a lazy rest, and a `stream-lambda` call is a lazily created stream, whose value
(another stream) is computed when it is first looked at. Here they are racket/stream's
``StreamCell`` and ``_Deferred``, so racket/stream's procedures and `for` loops take
srfi/41's streams, and both print as `#<stream>`. srfi/41's `stream?` is narrower than
racket/stream's: only those two kinds (a list, `empty-stream` or `(in-range 3)` is not one).

Forcing a lazy stream whose value is another lazy stream goes on in a loop (``force``), as
Racket's stream-force does, so a `define-stream` function that skips 10^5 elements by
calling itself does not grow the Python stack; every lazy stream on the way gets the final
value. The derived procedures (stream-filter, stream-drop-while, ...) walk their input in
Python loops for the same reason. Each takes its arguments and checks them at once, and
computes its stream only when it is looked at, as srfi/41's `stream-lambda`s do.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, VOID, MultipleValues, Pair, is_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.runtime import apply_procedure, call, is_procedure
from .base_lists import from_pylist, to_pylist
from .base_numbers import is_integer, is_number
from .racket_stream import (StreamCell, _Deferred, _Thunk, _broken, is_stream, stream_empty_p, stream_first,
                            stream_rest)
from .registry import LIBRARIES, add, define, library

library("srfi/41")

Make = Callable[[], Any]


# ------------------------------------------------------------------ the primitive layer

def lazy(make: Make) -> _Deferred:
    """A lazily created stream: ``make()`` (a Python function that returns a stream) runs
    when the stream is first looked at, once."""
    return _Deferred(make)


def _forced(value: Any) -> _Deferred:
    """A lazy stream already forced to ``value``."""
    d = _Deferred(_reentrant)
    d._cell = value
    return d


def _reentrant() -> Any:
    raise _broken()


STREAM_NULL = _forced(NIL)      # srfi/41's stream-null: a lazy stream forced to '()
add("stream-null", STREAM_NULL)
add("%srfi41-stream-null", STREAM_NULL)     # for the `stream` form


def is_srfi_stream(v: Any) -> bool:
    """srfi/41's stream?: made by stream-cons or a stream-lambda (or srfi/41's procedures)."""
    t = type(v)
    return t is StreamCell or t is _Deferred


def force(s: Any) -> Any:
    """Racket's stream-force: the stream under a lazy stream's layers (a StreamCell, '(),
    or another of racket/stream's streams). The layers are computed in a loop, each marked
    broken while its computation runs (a stream that needs itself is Racket's "reentrant
    or broken delay"), and each then keeps the final value."""
    if type(s) is not _Deferred:
        if is_stream(s):
            return s
        raise contract_error("stream-force", "stream?", s)
    pending = []
    while type(s) is _Deferred:
        if s._cell is not None:
            s = s._cell
            continue
        pending.append(s)
        make, s._make = s._make, _reentrant
        s = make()
    for d in pending:
        d._cell = s
    return s


def is_null(s: Any) -> bool:
    """stream-null?: is the stream, forced, empty?"""
    v = force(s)
    return type(v) is not StreamCell and stream_empty_p(v)


def first(s: Any) -> Any:
    """stream-car: the first element, computed now if it was not."""
    v = force(s)
    return v.first() if type(v) is StreamCell else stream_first(v)


def rest(s: Any) -> Any:
    """stream-cdr: the rest, as a stream not computed yet."""
    v = force(s)
    if type(v) is StreamCell:
        return v.rest_stream()
    return stream_rest(v)


def cell(value: Any, rest_stream: Any) -> StreamCell:
    """A stream-cons of an element already known and a stream."""
    return StreamCell(value, rest_stream)


def lazy_cell(compute_first: Make, rest_stream: Any) -> StreamCell:
    """A stream-cons whose first element is ``compute_first()``, run when it is looked at."""
    return StreamCell(_Thunk(compute_first), rest_stream)


@define("stream?", 1)
def stream_p(v: Any) -> bool:
    """Is v a stream of srfi/41's (lists and racket/stream's other streams are not)?"""
    return is_srfi_stream(v)


@define("stream-null?", 1)
def stream_null_p(v: Any) -> bool:
    """Is v, forced, the empty stream? (stream-force's error for a non-stream)"""
    return is_null(v)


@define("stream-pair?", 1)
def stream_pair_p(v: Any) -> bool:
    """Is v, forced, a stream-cons?"""
    return type(force(v)) is StreamCell


@define("stream-car", 1)
def stream_car(s: Any) -> Any:
    """The first element of a stream."""
    return first(s)


@define("stream-cdr", 1)
def stream_cdr(s: Any) -> Any:
    """The rest of a stream (not computed: a stream that computes it when looked at)."""
    return rest(s)


# what the forms (forms/srfi41_streams.py) embed: srfi/41's own, whatever the program binds
for _name in ("stream?", "stream-null?", "stream-pair?", "stream-car", "stream-cdr"):
    add("%srfi41-" + _name, LIBRARIES["srfi/41"][_name])


@define("%srfi41-lazy", 1)
def stream_lazy(thunk: Any) -> _Deferred:
    """A `stream-lambda` body: ``thunk``'s stream, computed when first looked at."""
    def make() -> Any:
        v = call(thunk)
        if not is_stream(v):
            raise racket_error("stream-lazy: delayed expression produced a non-stream\n"
                               f"  result: {error_value_string(v)}", EXN_FAIL_CONTRACT)
        return v
    return lazy(make)


@define("%srfi41-error", 2)
def srfi41_error(who: Any, message: str) -> Any:
    """`(error 'who "message")` as srfi/41 raises it (for the forms: stream-match)."""
    raise _error(who.name, message)


# ------------------------------------------------------------------ argument checks

def _error(who: str, message: str) -> Exception:
    """srfi/41's errors are `(error 'who "message")`: exn:fail, not a contract error."""
    return racket_error(f"{who}: {message}")


def _check_stream(who: str, s: Any) -> None:
    if not is_srfi_stream(s):
        raise _error(who, "non-stream argument")


def _check_streams(who: str, streams: tuple) -> None:
    if not streams:
        raise _error(who, "no stream arguments")
    for s in streams:
        _check_stream(who, s)


def _check_proc(who: str, f: Any, what: str = "argument") -> None:
    if not is_procedure(f):
        raise _error(who, f"non-procedural {what}")


def _check_count(who: str, n: Any, what: str = "argument") -> None:
    """An integer (an integral float too, as srfi/41's integer?) that is not negative."""
    if not is_integer(n):
        raise _error(who, f"non-integer {what}")
    if n < 0:
        raise _error(who, f"negative {what}")


def _number(name: str) -> Callable[[Any, Any], Any]:
    """racket/base's arithmetic procedure ``name`` (the whole numeric tower), for Python."""
    p = LIBRARIES["racket/base"][name]
    return lambda a, b: call(p, a, b)


def _truthy(v: Any) -> bool:
    return v is not False


# ------------------------------------------------------------------ making streams

@define("list->stream", 1)
def list_to_stream(lst: Any) -> Any:
    """A stream of the elements of a list."""
    if not is_list(lst):
        raise _error("list->stream", "non-list argument")

    def from_(x: Any) -> Any:
        if x is NIL:
            return STREAM_NULL
        return cell(x.car, lazy(lambda: from_(x.cdr)))
    return lazy(lambda: from_(lst))


@define("port->stream", 0, 1)
def port_to_stream(port: Any = None) -> Any:
    """A stream of the characters read from a port (the current input port by default),
    each read when the stream is walked to it."""
    base = LIBRARIES["racket/base"]
    if port is None:
        port = call(base["current-input-port"])
    if not _truthy(call(base["input-port?"], port)):
        raise _error("port->stream", "non-input-port argument")
    read_char, eof_p = base["read-char"], base["eof-object?"]

    def from_port() -> Any:
        c = call(read_char, port)
        if _truthy(call(eof_p, c)):
            return STREAM_NULL
        return cell(c, lazy(from_port))
    return lazy(from_port)


@define("stream-constant", 0, None)
def stream_constant(*objs: Any) -> Any:
    """The objs over and over, forever ('() for none)."""
    if not objs:
        return STREAM_NULL

    def from_(i: int) -> Any:
        return cell(objs[i], lazy(lambda: from_((i + 1) % len(objs))))
    return lazy(lambda: from_(0))


@define("stream-from", 1, 2)
def stream_from(start: Any, step: Any = 1) -> Any:
    """start, start+step, start+2*step, ... forever."""
    if not is_number(start):
        raise _error("stream-from", "non-numeric starting number")
    if not is_number(step):
        raise _error("stream-from", "non-numeric step size")
    plus = _number("+")

    def from_(x: Any) -> Any:
        return cell(x, lazy(lambda: from_(plus(x, step))))
    return lazy(lambda: from_(start))


@define("stream-range", 2, 3)
def stream_range(start: Any, past: Any, *step: Any) -> Any:
    """start, start+step, ... up to but not including past (step 1 or -1 by default,
    toward past)."""
    if not is_number(start):
        raise _error("stream-range", "non-numeric starting number")
    if not is_number(past):
        raise _error("stream-range", "non-numeric ending number")
    less, plus = _number("<"), _number("+")
    delta = step[0] if step else 1 if _truthy(less(start, past)) else -1
    if not is_number(delta):
        raise _error("stream-range", "non-numeric step size")
    before = less if _truthy(less(0, delta)) else _number(">")

    def from_(x: Any) -> Any:
        if not _truthy(before(x, past)):
            return STREAM_NULL
        return cell(x, lazy(lambda: from_(plus(x, delta))))
    return lazy(lambda: from_(start))


@define("stream-iterate", 2)
def stream_iterate(proc: Any, base: Any) -> Any:
    """base, (proc base), (proc (proc base)), ... each computed when the stream reaches it."""
    _check_proc("stream-iterate", proc)

    def from_(x: Any) -> Any:
        return cell(x, lazy(lambda: from_(call(proc, x))))
    return lazy(lambda: from_(base))


@define("stream-unfold", 4)
def stream_unfold(mapper: Any, pred: Any, generator: Any, base: Any) -> Any:
    """(mapper seed) for seed = base, (generator base), ... while (pred seed) holds."""
    _check_proc("stream-unfold", mapper, "mapper")
    _check_proc("stream-unfold", pred, "pred?")
    _check_proc("stream-unfold", generator, "generator")

    def from_(seed: Any) -> Any:
        if not _truthy(call(pred, seed)):
            return STREAM_NULL
        return lazy_cell(lambda: call(mapper, seed), lazy(lambda: from_(call(generator, seed))))
    return lazy(lambda: from_(base))


@define("stream-unfolds", 2)
def stream_unfolds(gen: Any, seed: Any) -> Any:
    """Several streams at once: (gen seed) gives the next seed and one result per stream,
    each (a list of one element: that element; #f: none this time; '(): the stream ends).
    gen is called once now, to count its results, as Racket's srfi/41 does."""
    _check_proc("stream-unfolds", gen)

    def results_of(s: Any) -> list:
        v = apply_procedure(gen, [s])
        return list(v.values) if type(v) is MultipleValues else [v]

    count = len(results_of(seed)) - 1

    def results_from(s: Any) -> Any:      # a stream of (next-seed results ...) lists
        got = results_of(s)
        return cell(from_pylist(got[1:]), lazy(lambda: results_from(got[0])))

    results = lazy(lambda: results_from(seed))

    def output(rs: Any, i: int) -> Any:
        while True:
            result = to_pylist(first(rs))[i]
            if type(result) is Pair:
                after = rest(rs)
                return cell(result.car, lazy(lambda: output(after, i)))
            if result is False:
                rs = rest(rs)
                continue
            if result is NIL:
                return STREAM_NULL
            raise _error("stream-unfolds", "can't happen")

    outs = [lazy(lambda i=i: output(results, i)) for i in range(count)]
    return outs[0] if len(outs) == 1 else MultipleValues(outs)


# ------------------------------------------------------------------ taking streams apart

@define("stream->list", 0, None)
def stream_to_list(*args: Any) -> Any:
    """(stream->list [n] s): the first n elements (all of them) of s as a list."""
    if not args:
        raise contract_error("car", "pair?", NIL)
    n, s = (None, args[0]) if len(args) == 1 else (args[0], args[1])
    _check_stream("stream->list", s)
    if n is not None:
        _check_count("stream->list", n, "count")
    out = []
    left = -1 if n is None else n
    while left != 0 and not is_null(s):
        out.append(first(s))
        s = rest(s)
        left -= 1
    return from_pylist(out)


@define("stream-length", 1)
def stream_length(s: Any) -> int:
    """The number of elements (their values are not computed)."""
    _check_stream("stream-length", s)
    n = 0
    while not is_null(s):
        n += 1
        s = rest(s)
    return n


@define("stream-ref", 2)
def stream_ref(s: Any, n: Any) -> Any:
    """The element at index n (the ones before it are not computed)."""
    _check_stream("stream-ref", s)
    _check_count("stream-ref", n)
    while True:
        if is_null(s):
            raise _error("stream-ref", "beyond end of stream")
        if n == 0:
            return first(s)
        s = rest(s)
        n -= 1


@define("stream-fold", 3)
def stream_fold(proc: Any, base: Any, s: Any) -> Any:
    """(proc ... (proc (proc base e0) e1) ...) over the elements, from the first."""
    _check_proc("stream-fold", proc)
    _check_stream("stream-fold", s)
    while not is_null(s):
        base = call(proc, base, first(s))
        s = rest(s)
    return base


@define("stream-for-each", 1, None)
def stream_for_each(proc: Any, *streams: Any) -> Any:
    """proc of the elements of the streams side by side, until the shortest ends."""
    _check_proc("stream-for-each", proc)
    _check_streams("stream-for-each", streams)
    ss = list(streams)
    while not any(is_null(s) for s in ss):
        apply_procedure(proc, [first(s) for s in ss])
        ss = [rest(s) for s in ss]
    return VOID


# ------------------------------------------------------------------ streams from streams

@define("stream-map", 1, None)
def stream_map(proc: Any, *streams: Any) -> Any:
    """The stream of proc of the streams' elements side by side (each computed when it is
    looked at), as long as the shortest stream."""
    _check_proc("stream-map", proc)
    _check_streams("stream-map", streams)

    def from_(ss: list) -> Any:
        if any(is_null(s) for s in ss):
            return STREAM_NULL
        return lazy_cell(lambda: apply_procedure(proc, [first(s) for s in ss], True),
                         lazy(lambda: from_([rest(s) for s in ss])))
    return lazy(lambda: from_(list(streams)))


@define("stream-zip", 0, None)
def stream_zip(*streams: Any) -> Any:
    """The stream of lists of the streams' elements side by side."""
    _check_streams("stream-zip", streams)

    def from_(ss: list) -> Any:
        if any(is_null(s) for s in ss):
            return STREAM_NULL
        return lazy_cell(lambda: from_pylist([first(s) for s in ss]),
                         lazy(lambda: from_([rest(s) for s in ss])))
    return lazy(lambda: from_(list(streams)))


@define("stream-filter", 2)
def stream_filter(pred: Any, s: Any) -> Any:
    """The elements for which pred holds. Looking for the next one is a loop, so a long
    run of elements that fail takes no stack."""
    _check_proc("stream-filter", pred)
    _check_stream("stream-filter", s)

    def from_(s: Any) -> Any:
        while not is_null(s):
            x = first(s)
            if _truthy(call(pred, x)):
                after = s
                return cell(x, lazy(lambda: from_(rest(after))))
            s = rest(s)
        return STREAM_NULL
    return lazy(lambda: from_(s))


@define("stream-drop", 2)
def stream_drop(n: Any, s: Any) -> Any:
    """The stream after its first n elements (or the empty end of a shorter one)."""
    _check_count("stream-drop", n)
    _check_stream("stream-drop", s)

    def from_(s: Any, n: Any) -> Any:
        while n != 0 and not is_null(s):
            s = rest(s)
            n -= 1
        return s
    return lazy(lambda: from_(s, n))


@define("stream-drop-while", 2)
def stream_drop_while(pred: Any, s: Any) -> Any:
    """The stream from its first element for which pred fails."""
    _check_proc("stream-drop-while", pred)
    _check_stream("stream-drop-while", s)

    def from_(s: Any) -> Any:
        while type(force(s)) is StreamCell and _truthy(call(pred, first(s))):
            s = rest(s)
        return s
    return lazy(lambda: from_(s))


@define("stream-take", 2)
def stream_take(n: Any, s: Any) -> Any:
    """The first n elements (all of a shorter stream), each computed when looked at."""
    _check_stream("stream-take", s)
    _check_count("stream-take", n)

    def from_(s: Any, n: Any) -> Any:
        if is_null(s) or n == 0:
            return STREAM_NULL
        return lazy_cell(lambda: first(s), lazy(lambda: from_(rest(s), n - 1)))
    return lazy(lambda: from_(s, n))


@define("stream-take-while", 2)
def stream_take_while(pred: Any, s: Any) -> Any:
    """The elements before the first for which pred fails."""
    _check_stream("stream-take-while", s)
    _check_proc("stream-take-while", pred)

    def from_(s: Any) -> Any:
        if is_null(s):
            return STREAM_NULL
        x = first(s)
        if not _truthy(call(pred, x)):
            return STREAM_NULL
        return cell(x, lazy(lambda: from_(rest(s))))
    return lazy(lambda: from_(s))


@define("stream-append", 0, None)
def stream_append(*streams: Any) -> Any:
    """The elements of each stream, one stream after the other."""
    if not streams:
        return STREAM_NULL
    for s in streams:
        _check_stream("stream-append", s)

    def from_(ss: list) -> Any:
        while len(ss) > 1 and is_null(ss[0]):
            ss = ss[1:]
        if len(ss) == 1:
            return ss[0]
        head = ss[0]
        return lazy_cell(lambda: first(head), lazy(lambda: from_([rest(head)] + ss[1:])))
    return lazy(lambda: from_(list(streams)))


@define("stream-concat", 1)
def stream_concat(streams: Any) -> Any:
    """The elements of each stream of a stream of streams, one after the other."""
    _check_stream("stream-concat", streams)

    def from_(outer: Any) -> Any:
        while not is_null(outer):
            inner = first(outer)
            if not is_srfi_stream(inner):
                raise _error("stream-concat", "non-stream object in input stream")
            if not is_null(inner):
                return lazy_cell(lambda: first(inner),
                                 lazy(lambda: from_(cell(rest(inner), rest(outer)))))
            outer = rest(outer)
        return STREAM_NULL
    return lazy(lambda: from_(streams))


@define("stream-reverse", 1)
def stream_reverse(s: Any) -> Any:
    """The elements in reverse order (the whole stream is walked when it is looked at)."""
    _check_stream("stream-reverse", s)

    def from_(s: Any) -> Any:
        out: Any = STREAM_NULL
        while not is_null(s):
            out = lazy_cell(lambda s=s: first(s), out)
            s = rest(s)
        return out
    return lazy(lambda: from_(s))


@define("stream-scan", 3)
def stream_scan(proc: Any, base: Any, s: Any) -> Any:
    """base, (proc base e0), (proc (proc base e0) e1), ...: the folds so far."""
    _check_proc("stream-scan", proc)
    _check_stream("stream-scan", s)

    def from_(acc: Any, s: Any) -> Any:
        if is_null(s):
            return cell(acc, STREAM_NULL)
        return cell(acc, lazy(lambda: from_(call(proc, acc, first(s)), rest(s))))
    return lazy(lambda: from_(base, s))
