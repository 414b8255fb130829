"""data/integer-set: finite sets of integers as lists of ranges, as Racket 8.7's library has them.

A set is an instance of the struct type ``integer-set`` (mutable field ``contents``), as in
Racket's own data/integer-set.rkt: its contents a *well-formed set*, a list of pairs
``(lo . hi)`` of exact integers, increasing, disjoint and never adjacent
(`'((-1 . 2) (4 . 10))`). Such a list is the set's one normal form, so the operations here
work on Python lists of (lo, hi) tuples and give the same contents Racket's do. The struct
prints in constructor style (`(integer-set '(2 . 3))` at print, `#<integer-set: (2 . 3)>`
written), is `equal?` by its contents, and is a stream (and so a sequence) of its integers
in increasing order. The library exports `foldr`, `count`, `partition`, `member?`, `subset?`
and `union`, which a `(require data/integer-set)` lets shadow racket's names of the same
spelling, as Racket does. Refusals say `NAME: contract violation` with the expected and the
given value (Racket's blame lines are left out, as data/bit-vector's are).
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, VOID, MultipleValues, Pair, StructInstance, StructType, make_pair, sym
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import contract_error
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import call
from .base_lists import from_pylist
from .base_structs import make_constructor_style_printer
from .registry import define, library

library("data/integer-set")

Ranges = list[tuple[int, int]]

INTEGER_SET = StructType("integer-set", ["contents"])
INTEGER_SET.immutable = frozenset()          # #:mutable: set-integer-set-contents!


def _is_exact_integer(x: Any) -> bool:
    return type(x) is int


def _well_formed(x: Any) -> bool:
    """well-formed-set?: a list of (lo . hi) exact-integer pairs, lo <= hi, each range
    starting at least two past the previous one's end."""
    last = None
    while x is not NIL:
        if type(x) is not Pair or type(x.car) is not Pair:
            return False
        lo, hi = x.car.car, x.car.cdr
        if not (_is_exact_integer(lo) and _is_exact_integer(hi)) or lo > hi:
            return False
        if last is not None and last + 1 >= lo:
            return False
        last, x = hi, x.cdr
    return True


def _ranges(s: StructInstance) -> Ranges:
    """A set's contents as (lo, hi) tuples."""
    out = []
    p = s.fields[0]
    while p is not NIL:
        out.append((p.car.car, p.car.cdr))
        p = p.cdr
    return out


def _make(ranges: Ranges) -> StructInstance:
    """A new set of well-formed ranges."""
    return make_struct_instance(INTEGER_SET, [from_pylist([make_pair(lo, hi) for lo, hi in ranges])])


def _set(who: str, v: Any) -> StructInstance:
    if type(v) is not StructInstance or v.stype is not INTEGER_SET:
        raise contract_error(who, "integer-set?", v)
    return v


def _exact(who: str, v: Any) -> int:
    if not _is_exact_integer(v):
        raise contract_error(who, "exact-integer?", v)
    return v


def _at_least(who: str, low: int, v: Any) -> int:
    """An exact integer >= low (->i's (and/c exact-integer? (>=/c low)), which Racket
    reports as `(integer-in low #f)`)."""
    if not _is_exact_integer(v) or v < low:
        raise contract_error(who, f"(integer-in {low} #f)", v)
    return v


def _union(a: Ranges, b: Ranges) -> Ranges:
    """The normal form of a's and b's integers together (adjacent ranges joined)."""
    out: Ranges = []
    for lo, hi in sorted(a + b):
        if out and lo <= out[-1][1] + 1:
            if hi > out[-1][1]:
                out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def _intersect(a: Ranges, b: Ranges) -> Ranges:
    out: Ranges = []
    i = j = 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if lo <= hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out


def _complement(s: Ranges, low: int, high: int) -> Ranges:
    """The integers from low to high not in s, as Racket's complement-helper finds them:
    it walks all of s, so a gap of s past high is in the answer too
    (`(complement (make-integer-set '((1 . 2) (20 . 21))) 0 10)` is '((0 . 0) (3 . 19)))."""
    out: Ranges = []
    start = low
    for lo, hi in s:
        if start < lo:
            out.append((start, lo - 1))
            start = hi + 1
        elif start <= hi:
            start = hi + 1
    if start <= high:
        out.append((start, high))
    return out


def _subtract(a: Ranges, b: Ranges) -> Ranges:
    out: Ranges = []
    for lo, hi in a:                 # each range of a less b's ranges inside it
        for blo, bhi in b:
            if bhi < lo or blo > hi:
                continue
            if blo > lo:
                out.append((lo, blo - 1))
            lo = bhi + 1
            if lo > hi:
                break
        if lo <= hi:
            out.append((lo, hi))
    return out


def _split(a: Ranges, b: Ranges) -> tuple[Ranges, Ranges, Ranges]:
    """(a intersect b, a - b, b - a)."""
    return _intersect(a, b), _subtract(a, b), _subtract(b, a)


# -- the struct's properties: printing, equal?, the stream of its integers

def _contents(s: Any) -> Any:
    return s.fields[0]


INTEGER_SET.writer = make_constructor_style_printer(
    Primitive("integer-set-name", lambda s: sym("integer-set"), 1, 1),
    Primitive("integer-set-contents", _contents, 1, 1))
INTEGER_SET.equal_hash = (
    Primitive("equal-proc", lambda a, b, rec: call(rec, _contents(a), _contents(b)), 3, 3),
    Primitive("hash-proc", lambda s, rec: call(rec, _contents(s)), 2, 2),
    Primitive("hash2-proc", lambda s, rec: call(rec, _contents(s)), 2, 2))


def _stream_rest(s: Any) -> StructInstance:
    ranges = _ranges(s)
    lo, hi = ranges[0]
    return _make(ranges[1:] if lo == hi else [(lo + 1, hi)] + ranges[1:])


INTEGER_SET.stream = (
    Primitive("stream-empty?", lambda s: _contents(s) is NIL, 1, 1),
    Primitive("stream-first", lambda s: _contents(s).car.car, 1, 1),
    Primitive("stream-rest", _stream_rest, 1, 1))


# -- the struct's procedures

@define("well-formed-set?", 1)
def well_formed_set_p(x: Any) -> bool:
    """Is x a list of increasing, disjoint, non-adjacent (lo . hi) ranges?"""
    return _well_formed(x)


@define("make-integer-set", 1)
def make_integer_set(contents: Any) -> StructInstance:
    """The set whose contents are the well-formed set given (kept as it is)."""
    if not _well_formed(contents):
        raise contract_error("make-integer-set", "well-formed-set?", contents)
    return make_struct_instance(INTEGER_SET, [contents])


@define("integer-set?", 1)
def integer_set_p(v: Any) -> bool:
    """Is v an integer set?"""
    return type(v) is StructInstance and v.stype is INTEGER_SET


@define("integer-set-contents", 1)
def integer_set_contents(s: Any) -> Any:
    """The set's well-formed list of ranges."""
    return _set("integer-set-contents", s).fields[0]


@define("set-integer-set-contents!", 2)
def set_integer_set_contents(s: Any, contents: Any) -> Any:
    """Make the set's contents another well-formed set."""
    _set("set-integer-set-contents!", s)
    if not _well_formed(contents):
        raise contract_error("set-integer-set-contents!", "well-formed-set?", contents)
    s.fields[0] = contents
    return VOID


# -- sets from ranges, and the set operations

@define("make-range", 0, 2)
def make_range(*bounds: Any) -> StructInstance:
    """(make-range): the empty set; (make-range i): {i}; (make-range i j): i to j."""
    if not bounds:
        return _make([])
    low = _exact("make-range", bounds[0])
    high = _at_least("make-range", low, bounds[1]) if len(bounds) == 2 else low
    return _make([(low, high)])


@define("union", 2)
def union(a: Any, b: Any) -> StructInstance:
    """The integers in either set."""
    return _make(_union(_ranges(_set("union", a)), _ranges(_set("union", b))))


@define("intersect", 2)
def intersect(a: Any, b: Any) -> StructInstance:
    """The integers in both sets."""
    return _make(_intersect(_ranges(_set("intersect", a)), _ranges(_set("intersect", b))))


@define("subtract", 2)
def subtract(a: Any, b: Any) -> StructInstance:
    """The integers of a not in b."""
    return _make(_subtract(_ranges(_set("subtract", a)), _ranges(_set("subtract", b))))


@define("symmetric-difference", 2)
def symmetric_difference(a: Any, b: Any) -> StructInstance:
    """The integers in exactly one of the sets."""
    _, only_a, only_b = _split(_ranges(_set("symmetric-difference", a)),
                               _ranges(_set("symmetric-difference", b)))
    return _make(_union(only_a, only_b))


@define("split", 2)
def split(a: Any, b: Any) -> MultipleValues:
    """Three values: a intersect b, a - b, b - a."""
    parts = _split(_ranges(_set("split", a)), _ranges(_set("split", b)))
    return MultipleValues([_make(p) for p in parts])


@define("complement", 3)
def complement(s: Any, low: Any, high: Any) -> StructInstance:
    """The integers from low to high (inclusive) not in s."""
    ranges = _ranges(_set("complement", s))
    _exact("complement", low)
    return _make(_complement(ranges, low, _at_least("complement", low, high)))


@define("member?", 2)
def member_p(k: Any, s: Any) -> bool:
    """Is the integer k in the set?"""
    _exact("member?", k)
    return any(lo <= k <= hi for lo, hi in _ranges(_set("member?", s)))


@define("get-integer", 1)
def get_integer(s: Any) -> Any:
    """The set's least integer, #f for the empty set."""
    contents = _set("get-integer", s).fields[0]
    return False if contents is NIL else contents.car.car


@define("foldr", 3)
def integer_set_foldr(f: Any, base: Any, s: Any) -> Any:
    """(foldr f base s): f applied to each integer, the greatest first, and the result so
    far (so `(foldr cons '() s)` lists them in increasing order)."""
    acc = base
    for lo, hi in reversed(_ranges(_set("foldr", s))):
        for k in range(hi, lo - 1, -1):
            acc = call(f, k, acc)
    return acc


@define("partition", 1)
def partition(sets: Any) -> Any:
    """The coarsest refinement of the sets into pairwise disjoint sets, in the order
    Racket's algorithm gives them (each set split against those already refined)."""
    items = []
    p = sets
    while type(p) is Pair:
        items.append(p.car)
        p = p.cdr
    if p is not NIL or not all(integer_set_p(x) for x in items):
        raise contract_error("partition", "(listof integer-set?)", sets)
    refined: list[Ranges] = []
    for s in reversed(items):            # Racket's (foldr partition1 null sets)
        refined = _partition1(_ranges(s), refined)
    return from_pylist([_make(r) for r in refined])


def _partition1(s: Ranges, sets: list[Ranges]) -> list[Ranges]:
    """s split against each of the pairwise disjoint sets: for each, the part in both and
    the part only in it (each left out when empty), then what is left of s."""
    out: list[Ranges] = []
    for other in sets:
        both, s, only_other = _split(s, other)
        out.extend(part for part in (both, only_other) if part)
    if s:
        out.append(s)
    return out


@define("count", 1)
def count(s: Any) -> int:
    """The number of integers in the set."""
    return sum(hi - lo + 1 for lo, hi in _ranges(_set("count", s)))


@define("subset?", 2)
def subset_p(a: Any, b: Any) -> bool:
    """Is every integer of a in b?"""
    ra, rb = _ranges(_set("subset?", a)), _ranges(_set("subset?", b))
    return not _subtract(ra, rb)
