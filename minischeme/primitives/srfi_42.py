"""srfi/42 (eager comprehensions): the sequences its generators run over.

The comprehension forms (`list-ec`, `sum-ec`, `do-ec` ... and srfi/78's `check-ec`) are in
minischeme/forms/library_forms.py: they expand into nested loops of `%ec-for` over the sequences
made here, one per generator (`:`, `:list`, `:range`, `:vector`, `:string`, `:char-range`,
`:real-range`, `:integers`, `:parallel`, `:while`, `:until`, with an optional `(index i)`).
A sequence is a Python iterator of tuples, one value per variable the generator binds.
"""
from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any, Iterator

from minischeme.values.data import NIL, VOID, Char, MVector, Pair, as_str, is_string
from minischeme.values.errors import racket_error
from minischeme.values.printer import print_string
from minischeme.values.runtime import apply_procedure
from .registry import define, library

library("srfi/42")

_NUMBER = (int, float, Fraction)


def _items(x: Any) -> Iterator:
    while type(x) is Pair:
        yield x.car
        x = x.cdr


def _range(who: str, args: tuple) -> Iterator:
    if not all(type(a) in _NUMBER for a in args) or not 1 <= len(args) <= 3:
        raise racket_error(f"{who}: expected numbers, given "
                           + " ".join(print_string(a) for a in args))
    start, stop, step = (0, args[0], 1) if len(args) == 1 else (
        args[0], args[1], args[2] if len(args) == 3 else 1)
    if step == 0:
        raise racket_error(f"{who}: the step must not be 0")
    if all(type(a) is int for a in (start, stop, step)):
        return iter(range(start, stop, step))
    return _real_range(start, stop, step)


def _real_range(start: Any, stop: Any, step: Any) -> Iterator:
    """start, start+step, ... below stop, each computed as start + i*step (as SRFI 42 does);
    all inexact when any of the three is."""
    if float in (type(start), type(stop), type(step)):
        start, stop, step = float(start), float(stop), float(step)
    i = 0
    while True:
        x = start + i * step
        if (step > 0 and x >= stop) or (step < 0 and x <= stop):
            return
        yield x
        i += 1


def _dispatch(args: tuple) -> Iterator:
    """`(: x arg ...)`: by the type of the first argument, as SRFI 42's dispatcher."""
    first = args[0] if args else None
    if all(type(a) is Pair or a is NIL for a in args):
        return itertools.chain.from_iterable(_items(a) for a in args)
    if all(type(a) is MVector for a in args):
        return itertools.chain.from_iterable(a.items for a in args)
    if all(is_string(a) for a in args):
        return (Char(c) for c in "".join([as_str(a) for a in args]))
    if type(first) is Char and len(args) == 2:
        return _char_range(*args)
    if args and all(type(a) in _NUMBER for a in args):
        return _range(":", args)
    raise racket_error(": no suitable generator for " + " ".join(print_string(a) for a in args))


def _char_range(a: Any, b: Any) -> Iterator:
    return (Char(chr(i)) for i in range(ord(a.ch), ord(b.ch) + 1))


@define("%ec-seq", 1, None)
def ec_seq(kind: Any, *args: Any) -> Iterator:
    """The values of one generator ``kind`` (`:list` ...) over ``args``, as 1-tuples."""
    k = kind.name
    if k == ":":
        values: Iterator = _dispatch(args)
    elif k == ":list":
        values = itertools.chain.from_iterable(_items(a) for a in args)
    elif k == ":vector":
        values = itertools.chain.from_iterable(a.items for a in args)
    elif k == ":string":
        values = (Char(c) for c in "".join([as_str(a) for a in args]))
    elif k in (":range", ":real-range"):
        values = _range(k, args) if k == ":range" else _real_range(
            *((0, args[0], 1) if len(args) == 1 else (args[0], args[1], args[2] if len(args) > 2
                                                          else 1)))
    elif k == ":char-range":
        values = _char_range(*args)
    elif k == ":integers":
        values = itertools.count()
    else:
        raise racket_error(f"{k}: not a generator")
    return ((v,) for v in values)


@define("%ec-index", 1)
def ec_index(seq: Iterator) -> Iterator:
    """A generator's values with `(index i)`: each tuple gets its position at the end."""
    return (t + (i,) for i, t in enumerate(seq))


@define("%ec-parallel", 0, None)
def ec_parallel(*seqs: Iterator) -> Iterator:
    """`(:parallel g ...)`: the generators in step, until the first one ends."""
    return (sum(ts, ()) for ts in zip(*seqs))


@define("%ec-while", 2)
def ec_while(seq: Iterator, test: Any) -> Iterator:
    """`(:while g test)`: g's values while test holds."""
    for t in seq:
        if apply_procedure(test, list(t)) is False:
            return
        yield t


@define("%ec-until", 2)
def ec_until(seq: Iterator, test: Any) -> Iterator:
    """`(:until g test)`: g's values up to and including the first for which test holds."""
    for t in seq:
        yield t
        if apply_procedure(test, list(t)) is not False:
            return


@define("%ec-for", 2)
def ec_for(seq: Iterator, body: Any) -> Any:
    """Run ``body`` on each tuple of ``seq`` (one argument per variable)."""
    for t in seq:
        apply_procedure(body, list(t))
    return VOID
