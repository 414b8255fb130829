"""racket/set: hash sets (immutable and mutable; equal?, eqv? or eq? based) and the generic
set operations, which also accept lists as sets, as Racket's do.

A set is a hash table of its elements, as in Racket, so it is visited in Racket's order
(minischeme/values/hash_order.py): `(set 'x 'y 'z)` prints as `(set 'z 'y 'x)`. `print` shows a set
as its constructor call, `(set 1 2)`; write and display as `#<set: 1 2>`. `set->list` and
`set-map` build their lists by consing while iterating, so they come out reversed.
"""
from __future__ import annotations

from typing import Any, Iterator

from minischeme.values.data import NIL, VOID, Char, HashTable, MString, Pair, Symbol, entries_apart, is_list, make_pair
from minischeme.values.equality import _CHAR_IMAGES, char_image, hash_key, is_equal
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.hash_order import (Unpredictable, equal_hash_code, eq_hash_code, first_entry, note_removal,
                                         order_without, ordered_items)
from minischeme.values.printer import CONSTRUCTOR_PRINTED, error_value_string
from minischeme.values.runtime import apply_procedure, call
from .registry import define, library
from .base_lists import from_pylist, to_pylist
from .sequences import Sequence

library("racket/set")

_NAMES = {("equal", False): "set", ("eqv", False): "seteqv", ("eq", False): "seteq",
          ("equal", True): "mutable-set", ("eqv", True): "mutable-seteqv",
          ("eq", True): "mutable-seteq"}


class RacketSet:
    """A racket/set hash set: a hash table from each element to #t."""

    __slots__ = ("table",)

    def __init__(self, kind: str = "equal", mutable: bool = False,
                 items: Any = ()) -> None:
        self.table = table = HashTable(kind, mutable)
        if items:
            d = table.table     # each element as add puts it, written out (list->set)
            for x in items:
                k = hash_key(x, kind)
                if k not in d:
                    d[k] = (x, True)
            table.order = None

    @property
    def kind(self) -> str:
        return self.table.kind

    @property
    def mutable(self) -> bool:
        return self.table.mutable

    def add(self, x: Any) -> None:
        table = self.table
        k = hash_key(x, table.kind)
        d = table.table
        if k not in d:
            d[k] = (x, True)
            table.order = None

    def discard(self, x: Any) -> None:
        image = hash_key(x, self.table.kind)
        note_removal(self.table, image)
        self.table.table.pop(image, None)

    def __contains__(self, x: Any) -> bool:
        table = self.table
        d = table._table
        return _image(x, table.kind) in (d if d is not None else table.table)

    def __len__(self) -> int:
        return len(self.table.table)

    def elements(self) -> list:
        """The elements in Racket's iteration order."""
        return [k for k, _ in ordered_items(self.table)]

    def like(self, items: Any = (), mutable: bool | None = None) -> "RacketSet":
        """A new set of the same kind (and mutability, unless given)."""
        return RacketSet(self.kind, self.mutable if mutable is None else mutable, items)

    # -- the printer, equal? and for's protocols
    def racket_elements(self) -> tuple[str, list]:
        return _NAMES[(self.kind, self.mutable)], self.elements()

    def racket_equal_key(self) -> Any:
        return (self.kind, self.mutable, frozenset(self.table.table))

    def racket_sequence(self) -> Iterator:
        return iter(self.elements())


CONSTRUCTOR_PRINTED.add(RacketSet)
_new_set = object.__new__


def _image(x: Any, kind: str) -> Any:
    """equality.hash_key's image of an element, the commonest (a character, a fixnum, a
    symbol, a string) without going through it."""
    t = type(x)
    if t is Char:
        return _CHAR_IMAGES.get(x.ch) or char_image(x.ch)
    if t is int or t is Symbol:
        return x
    if kind == "equal":
        if t is str:
            return x
        if t is MString:        # (its characters now, as hash_key takes them)
            return x.value()
    return hash_key(x, kind)


def _entries(s: RacketSet) -> dict:
    """The dict of an immutable set's table (taken back from a newer version if need be)."""
    table = s.table
    d = table._table
    return d if d is not None else table.table


def _entries_apart(sets: list) -> list[dict]:
    """The dicts of several immutable sets read together (data.entries_apart: versions of
    one set share a dict)."""
    return entries_apart(*[s.table for s in sets])


def _predictable(d: dict, kind: str) -> bool:
    """Does every element of the dict have a Racket hash code computed here (so that its
    set's order does not depend on the dict's order, hash_order.ordered_items)?"""
    code = equal_hash_code if kind == "equal" else eq_hash_code
    try:
        for x, _ in d.values():
            if type(x) is not Char:
                code(x)
    except Unpredictable:
        return False
    return True


def _codes_known(table: HashTable, d: dict) -> bool:
    """_predictable for an immutable set's table, remembered on the table (its elements
    never change, whatever newer versions take its dict)."""
    if not table.codes_known:
        table.codes_known = _predictable(d, table.kind)
    return table.codes_known


# ------------------------------------------------------------------ checks and errors

REST = ("rest",)     # a variadic method's arguments after the first: `rest args: '(...)`


def _generic_error(who: str, v: Any, args: list, names: tuple = ("x",)) -> Any:
    """The racket/generic contract error of a set method given a non-set."""
    lines = [f"{who}: contract violation:", "  expected: set?", f"  given: {error_value_string(v)}",
             "  argument position: 1st"]
    if names is REST:
        lines.append(f"  rest args: {error_value_string(from_pylist(args[1:]))}")
    else:
        for name, a in zip(names, args[1:]):
            lines.append(f"  {name} argument...: {error_value_string(a)}")
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


def _is_set(v: Any) -> bool:
    return type(v) is RacketSet


def _check_set(who: str, s: Any, args: list | None = None, names: tuple = ("x",)) -> RacketSet:
    if type(s) is not RacketSet:
        raise _generic_error(who, s, args or [s], names)
    return s


def _incompatible(who: str, first: Any, other: Any) -> Any:
    return racket_error(f"{who}: set arguments have incompatible equivalence predicates\n"
                        f"  first set: {error_value_string(first)}\n"
                        f"  incompatible set: {error_value_string(other)}", EXN_FAIL_CONTRACT)


def _check_functional(who: str, s: RacketSet, others: tuple) -> list[RacketSet]:
    """The checks of set-union and the like on an immutable set: s not mutable (Racket's
    error names mutable and weak sets), each other a generic set (a set or a list), then
    of s's kind."""
    if s.mutable:
        raise racket_error(f"{who}:\nexpected: (not/c (or/c set-mutable? set-weak?))\ngiven mutable set: "
                           f"{error_value_string(s)}\nargument position: 1st", EXN_FAIL_CONTRACT)
    for i, o in enumerate(others, 1):
        if type(o) is not RacketSet and not is_list(o):
            raise contract_error(who, "generic-set?", o, i, [s, *others])
    return _check_compatible(who, s, others)


def _check_compatible(who: str, s: RacketSet, others: tuple) -> list[RacketSet]:
    for o in others:
        if type(o) is not RacketSet or o.kind != s.kind:
            raise _incompatible(who, s, o)
    return list(others)


def _list_elements(lst: Any) -> list:
    return to_pylist(lst)


# ------------------------------------------------------------------ constructors

def _constructor(name: str, kind: str, mutable: bool) -> None:
    def make(*items: Any) -> RacketSet:
        return RacketSet(kind, mutable, items)
    make.__doc__ = f"({name} v ...): a{' mutable' if mutable else 'n immutable'} {kind}?-based set."
    define(name, 0, None)(make)


def _from_list(name: str, kind: str, mutable: bool) -> Any:
    def from_list(lst: Any) -> RacketSet:
        if not is_list(lst):
            raise contract_error("in-stream", "stream?", lst)   # Racket's words: it streams
        return RacketSet(kind, mutable, to_pylist(lst))
    from_list.__doc__ = f"({name} lst): the {kind}?-based set of the list's elements."
    define(name, 1)(from_list)
    return from_list


_FROM_LIST = {(_kind, _mutable): (_constructor(_name, _kind, _mutable),
                                  _from_list("list->" + _name, _kind, _mutable))[1]
              for (_kind, _mutable), _name in _NAMES.items()}
_LIST_TO_SET = _FROM_LIST[("equal", False)]


# ------------------------------------------------------------------ predicates

@define("set?", 1)
def set_p(v: Any) -> bool:
    """Is v a hash set (immutable or mutable)?"""
    return _is_set(v)


@define("set-mutable?", 1)
def set_mutable_p(v: Any) -> bool:
    return _is_set(v) and v.mutable


@define("set-weak?", 1)
def set_weak_p(v: Any) -> bool:
    return False


@define("generic-set?", 1)
def generic_set_p(v: Any) -> bool:
    """A set or a list (lists are sets too)."""
    return _is_set(v) or is_list(v)


def _kind_p(name: str, kind: str) -> None:
    def kind_p(v: Any) -> bool:
        return _is_set(v) and v.kind == kind
    kind_p.__doc__ = f"Is v a set compared with {kind}??"
    define(name, 1)(kind_p)


_kind_p("set-equal?", "equal")
_kind_p("set-eqv?", "eqv")
_kind_p("set-eq?", "eq")


@define("set-empty?", 1)
def set_empty_p(s: Any) -> bool:
    if is_list(s):
        return s is NIL
    return len(_check_set("set-empty?", s)) == 0


@define("set-count", 1)
def set_count(s: Any) -> int:
    if type(s) is RacketSet:
        return len(_entries(s))
    if is_list(s):      # (Racket counts a list's elements, duplicates too)
        return len(to_pylist(s))
    return len(_check_set("set-count", s))


@define("set-member?", 2)
def set_member_p(s: Any, x: Any) -> bool:
    if type(s) is RacketSet:
        table = s.table
        d = table._table
        return _image(x, table.kind) in (d if d is not None else table.table)
    if is_list(s):
        return any(is_equal(x, y) for y in to_pylist(s))
    return x in _check_set("set-member?", s, [s, x])


# ------------------------------------------------------------------ functional update

def _check_immutable(who: str, s: RacketSet) -> None:
    if s.mutable:
        raise racket_error(f"{who}:\nexpected: (not/c (or/c set-mutable? set-weak?))\ngiven mutable set: "
                           f"{error_value_string(s)}\nargument position: 1st", EXN_FAIL_CONTRACT)


def _check_mutable(who: str, s: RacketSet) -> None:
    if not s.mutable:
        raise racket_error(f"{who}:\nexpected: (or/c set-mutable? set-weak?)\ngiven immutable set: "
                           f"{error_value_string(s)}\nargument position: 1st", EXN_FAIL_CONTRACT)


@define("set-add", 2)
def set_add(s: Any, x: Any) -> Any:
    """A set like s with x in it."""
    if type(s) is RacketSet and not (table := s.table).mutable:
        image = _image(x, table.kind)
        d = table._table
        if image in (d if d is not None else table.table):
            return s
        new = _new_set(RacketSet)
        new.table = table.updated(image, (x, True))
        return new
    if is_list(s):
        return s if set_member_p(s, x) else make_pair(x, s)
    _check_set("set-add", s, [s, x])
    _check_immutable("set-add", s)
    image = hash_key(x, s.kind)
    if image in s.table.table:
        return s
    return _over(s.table.updated(image, (x, True)))


@define("set-remove", 2)
def set_remove(s: Any, x: Any) -> Any:
    """A set like s without x."""
    if is_list(s):
        return from_pylist([y for y in to_pylist(s) if not is_equal(x, y)])
    _check_set("set-remove", s, [s, x])
    _check_immutable("set-remove", s)
    return _over(s.table.updated(hash_key(x, s.kind), None))


def _over(table: Any) -> RacketSet:
    """An immutable set over ``table`` (a version made by HashTable.updated: O(1))."""
    new = _new_set(RacketSet)
    new.table = table
    return new


@define("set-add!", 2)
def set_add_bang(s: Any, x: Any) -> Any:
    _not_implemented("set-add!", s)
    _check_set("set-add!", s, [s, x])
    _check_mutable("set-add!", s)
    s.add(x)
    return VOID


@define("set-remove!", 2)
def set_remove_bang(s: Any, x: Any) -> Any:
    _not_implemented("set-remove!", s)
    _check_set("set-remove!", s, [s, x])
    _check_mutable("set-remove!", s)
    s.discard(x)
    return VOID


def _not_implemented(who: str, s: Any) -> None:
    """A list is a set whose mutating methods (and set-copy) racket/set leaves out."""
    if is_list(s):
        raise racket_error(f"{who}: not implemented for {error_value_string(s)}")


@define("set-clear", 1)
def set_clear(s: Any) -> Any:
    if is_list(s):
        return NIL
    _check_set("set-clear", s)
    _check_immutable("set-clear", s)
    return s.like()


@define("set-clear!", 1)
def set_clear_bang(s: Any) -> Any:
    _not_implemented("set-clear!", s)
    _check_set("set-clear!", s)
    _check_mutable("set-clear!", s)
    s.table.table.clear()
    s.table.chez = None
    return VOID


@define("set-copy", 1)
def set_copy(s: Any) -> Any:
    """A mutable copy of s."""
    _not_implemented("set-copy", s)
    return _check_set("set-copy", s).like(s.elements(), mutable=True)


@define("set-copy-clear", 1)
def set_copy_clear(s: Any) -> Any:
    if is_list(s):
        return NIL
    return _check_set("set-copy-clear", s).like()


# ------------------------------------------------------------------ set algebra
# On lists, racket/private/set.rkt's list methods: `member` (equal?) tests, an element
# added by consing it in front (`list-add`: unless a member), removed by `remove*` (every
# copy); the first list's duplicates stay where the result starts from it.

def _images(lst: Any) -> set:
    return {hash_key(x, "equal") for x in to_pylist(lst)}


def _check_lists(who: str, s: Any, others: tuple) -> None:
    """Every other argument a list, or Racket's error naming the first that is not."""
    for i, o in enumerate(others):
        if not is_list(o):
            raise contract_error(who, "list?", o, i + 1, [s, *others])


def _lists_union(first: Any, others: tuple) -> Any:
    """`list-union`: each other list's elements consed onto the first unless members."""
    seen = _images(first)
    added: list = []
    for i, o in enumerate(others):
        if not is_list(o):
            if _is_set(o):              # a set passes its generic-set? test; in-list refuses it
                raise contract_error("in-list", "list?", o)
            raise contract_error("set-union", "list?", o, i + 1, [first, *others])
        for x in to_pylist(o):
            image = hash_key(x, "equal")
            if image not in seen:
                seen.add(image)
                added.append(x)
    return from_pylist(added[::-1], first)


def _lists_filtered(who: str, s: Any, others: tuple, keep_common: bool) -> Any:
    """`list-intersect` (keep_common) and `list-subtract`: the first list's elements in
    every other list (in none), each once, consed in order (so the result is reversed)."""
    _check_lists(who, s, others)
    tables = [_images(o) for o in others]
    seen: set = set()
    kept: list = []
    for x in to_pylist(s):
        image = hash_key(x, "equal")
        if keep_common:
            keep = all(image in t for t in tables)
        else:
            keep = not any(image in t for t in tables)
        if keep and image not in seen:
            seen.add(image)
            kept.append(x)
    return from_pylist(kept[::-1])


def _lists_symmetric_difference(s: Any, others: tuple) -> Any:
    """`list-symmetric-difference`: each other list's elements in turn removed from the
    result (every copy) when members, else consed onto it."""
    _check_lists("set-symmetric-difference", s, others)
    acc = [(hash_key(x, "equal"), x) for x in to_pylist(s)]
    for o in others:
        for x in to_pylist(o):
            image = hash_key(x, "equal")
            if any(i == image for i, _ in acc):
                acc = [(i, y) for i, y in acc if i != image]
            else:
                acc.insert(0, (image, x))
    return from_pylist([y for _, y in acc])


@define("set-union", 1, None)
def set_union(s: Any, *others: Any) -> Any:
    """The elements in any of the sets."""
    if len(others) == 1 and type(s) is RacketSet and type(others[0]) is RacketSet:
        fast = _union_of_two(s, others[0])
        if fast is not None:
            return fast
    if is_list(s):
        return _lists_union(s, others)
    _check_set("set-union", s, [s, *others], REST)
    _check_functional("set-union", s, others)
    if not s.mutable:
        # the dicts merged, when the result's order depends only on its elements (every
        # element's code known): what adding s's elements and then each other's in their
        # order gives, without computing those orders. Whether s's codes are known is asked
        # once and kept with its table, so a loop that adds a few elements to a growing set
        # each round checks only those (not the whole set again: quadratic)
        # (the new version made by HashTable.updated_many: the added elements' cost, not
        # a copy of s's dict, as Racket's persistent union costs)
        # Racket starts from the largest immutable set and adds the others' elements in
        # order (which decides the order of elements whose hash codes collide)
        order = _base_first(s, others, larger=True)
        base, *rest = _entries_apart(order)
        added: dict = {}
        for entries in rest:
            for image, entry in entries.items():
                if image not in base and image not in added:
                    added[image] = entry
        if _codes_known(order[0].table, base) and _predictable(added, s.kind):
            table = order[0].table.updated_many(added)
            table.codes_known = True
            return _over(table)
        new = order[0].like(order[0].elements())
        for o in order[1:]:
            for x in o.elements():
                new.add(x)
        return new
    new = s.like(s.elements())
    for o in others:
        for x in o.elements():
            new.add(x)
    return new


def _union_of_two(s: RacketSet, o: RacketSet) -> RacketSet | None:
    """(set-union s o) of two immutable sets of one kind, o no larger than s (so Racket
    adds o's elements to s), when the order of the result depends only on its elements:
    what the general code below gives, with none of its lists; None otherwise (a mutable
    set, another kind, a larger o: the general code, with its checks and errors)."""
    st, ot = s.table, o.table
    if st.mutable or ot.mutable or st.kind != ot.kind:
        return None
    base, extra = st.table, ot.table
    if base is extra:       # versions of one set (data.entries_apart): s's own a copy
        base, extra = dict(st.table), ot.table
    if len(extra) > len(base):
        return None
    return _adding(st, base, extra)


def _adding(st: HashTable, base: dict, extra: dict) -> RacketSet | None:
    """The immutable set of table ``st`` (its dict ``base``) with the entries of ``extra``
    (no more than base's) added, when the order of the result depends only on its
    elements; else None."""
    added = {image: entry for image, entry in extra.items() if image not in base}
    if not (_codes_known(st, base) and _predictable(added, st.kind)):
        return None
    table = st.updated_many(added)
    table.codes_known = True
    return _over(table)


def union_with_list(s: Any, lst: Any) -> Any:
    """``(set-union s (list->set lst))``, a search adding the cells it found to the set of
    those it has seen (compilation/fused_calls.py): lst's elements added to an immutable
    equal?-based s with no set made of them first, when that is what set-union would do
    (lst's distinct elements no more than s's, every hash code known); anything else is
    the two primitives in turn, their errors in their order."""
    if s.__class__ is RacketSet and lst.__class__ is Pair and lst.listp is True:
        st = s.table
        if not st.mutable and st.kind == "equal":
            base = st._table
            if base is None:
                base = st.table
            extra: dict = {}        # list->set's entries: the first of equal elements
            while lst is not NIL:
                x = lst.car
                k = hash_key(x, "equal")
                if k not in extra:
                    extra[k] = (x, True)
                lst = lst.cdr
            if len(extra) <= len(base):
                done = _adding(st, base, extra)
                if done is not None:
                    return done
            o = RacketSet("equal", False)
            o.table.table = extra
            return set_union(s, o)
    return set_union(s, _LIST_TO_SET(lst))


def _base_first(s: RacketSet, others: tuple, larger: bool) -> list:
    """The sets of an immutable set operation with the one Racket starts from first (the
    largest immutable one, or with ``larger`` False the smallest; the first of equals: s),
    the rest in their order (racket/private/set-types.rkt's choose-immutable)."""
    sets = [s, *others]
    chosen = 0
    for i, o in enumerate(others, 1):
        if not o.mutable and (len(o) > len(sets[chosen]) if larger else len(o) < len(sets[chosen])):
            chosen = i
    return [sets[chosen]] + [x for i, x in enumerate(sets) if i != chosen]


@define("set-intersect", 1, None)
def set_intersect(s: Any, *others: Any) -> Any:
    """The elements in all of the sets."""
    if is_list(s):
        return _lists_filtered("set-intersect", s, others, True)
    _check_set("set-intersect", s, [s, *others], REST)
    rest = _check_functional("set-intersect", s, others)
    if not s.mutable:       # the smallest set's entries in its dict's order: as in its own
        # order, where the order of the result depends on it (Racket removes from it)
        own, *tables = _entries_apart(_base_first(s, tuple(rest), larger=False))
        table = HashTable(s.kind, False)
        table.table = {image: entry for image, entry in own.items()
                       if all(image in t for t in tables)}
        return _over(table)
    return s.like([x for x in s.elements() if all(x in o for o in rest)])


@define("set-subtract", 1, None)
def set_subtract(s: Any, *others: Any) -> Any:
    """The elements of s in none of the others."""
    if is_list(s):
        return _lists_filtered("set-subtract", s, others, False)
    _check_set("set-subtract", s, [s, *others], REST)
    rest = _check_functional("set-subtract", s, others)
    if not s.mutable:       # (as set-intersect's)
        own, *tables = _entries_apart([s, *rest])
        table = HashTable(s.kind, False)
        if len(tables) == 1:        # (the usual call: one set taken away)
            other = tables[0]
            table.table = {image: entry for image, entry in own.items() if image not in other}
        else:
            table.table = {image: entry for image, entry in own.items()
                           if not any(image in t for t in tables)}
        return _over(table)
    return s.like([x for x in s.elements() if not any(x in o for o in rest)])


@define("set-symmetric-difference", 1, None)
def set_symmetric_difference(s: Any, *others: Any) -> Any:
    """The elements in an odd number of the sets."""
    if is_list(s):
        return _lists_symmetric_difference(s, others)
    _check_set("set-symmetric-difference", s, [s, *others], REST)
    rest = _check_functional("set-symmetric-difference", s, others)
    order = _base_first(s, tuple(rest), larger=True) if not s.mutable else [s, *rest]
    new = order[0].like(order[0].elements(), mutable=s.mutable)
    for o in order[1:]:
        for x in o.elements():
            if x in new:
                new.discard(x)
            else:
                new.add(x)
    return new


# The in-place operations change the mutable set as racket/private/set-types.rkt's do:
# union adds each element of each other set (in its order), the symmetric difference
# adds or removes each, intersection and subtraction traverse the set and then remove
# what goes; so the set's iteration order afterwards is Racket's, and each costs the
# elements it touches, not a rebuilding of the whole set.

def _union_in_place(s: RacketSet, others: list) -> None:
    for o in others:
        for x in o.elements():
            s.add(x)


def _symmetric_difference_in_place(s: RacketSet, others: list) -> None:
    for o in others:
        for x in o.elements():
            if x in s:
                s.discard(x)
            else:
                s.add(x)


def _intersect_in_place(s: RacketSet, others: list) -> None:
    for x in [x for x in s.elements() if not all(x in o for o in others)]:
        s.discard(x)


def _subtract_in_place(s: RacketSet, others: list) -> None:
    for x in [x for x in s.elements() if any(x in o for o in others)]:
        s.discard(x)


def _bang(name: str, change: Any, each: bool) -> None:
    """Define the in-place operation ``name``: ``change`` applied to the set and the others
    after checking each (a set, then of the same kind), all of them first, or with
    ``each``, one at a time (Racket's union and symmetric difference change the set by
    each other set before looking at the next)."""
    def in_place(s: Any, *others: Any) -> Any:
        _not_implemented(name, s)
        _check_set(name, s, [s, *others], REST)
        _check_mutable(name, s)
        for i, o in enumerate(others, 1):
            if type(o) is not RacketSet and not is_list(o):
                raise contract_error(name, "generic-set?", o, i, [s, *others])
            _check_compatible(name, s, (o,))
            if each:
                change(s, [o])
        if not each:
            change(s, list(others))
        return VOID
    in_place.__doc__ = f"({name} s other ...): the mutable set s changed in place."
    define(name, 1, None)(in_place)


_bang("set-union!", _union_in_place, True)
_bang("set-intersect!", _intersect_in_place, False)
_bang("set-subtract!", _subtract_in_place, False)
_bang("set-symmetric-difference!", _symmetric_difference_in_place, True)


def _members(who: str, a: Any, b: Any) -> tuple[Any, Any]:
    if is_list(a):
        if not is_list(b):
            raise contract_error(who, "list?", b)
        return RacketSet("equal", False, to_pylist(a)), RacketSet("equal", False, to_pylist(b))
    _check_set(who, a, [a, b], ("set2",))
    if not (_is_set(b) or is_list(b)):
        raise contract_error(who, "generic-set?", b, 1, [a, b])
    if not _is_set(b) or b.kind != a.kind:
        raise _incompatible(who, a, b)
    return a, b


@define("subset?", 2)
def subset_p(a: Any, b: Any) -> bool:
    """Is every element of a in b?"""
    a, b = _members("subset?", a, b)
    return all(x in b for x in a.elements())


@define("proper-subset?", 2)
def proper_subset_p(a: Any, b: Any) -> bool:
    a, b = _members("proper-subset?", a, b)
    return len(a) < len(b) and all(x in b for x in a.elements())


@define("set=?", 2)
def set_eq_p(a: Any, b: Any) -> bool:
    a, b = _members("set=?", a, b)
    return len(a) == len(b) and all(x in b for x in a.elements())


# ------------------------------------------------------------------ traversal

def _elements(who: str, s: Any) -> list:
    if is_list(s):
        return to_pylist(s)
    return _check_set(who, s).elements()


@define("set->list", 1)
def set_to_list(s: Any) -> Any:
    """The elements as a list (Racket conses them while iterating: the reverse order)."""
    if is_list(s):
        return s
    return from_pylist(list(reversed(_elements("set->list", s))))


@define("set-map", 2)
def set_map(s: Any, f: Any) -> Any:
    """The list of (f x) for the elements x (in set->list's order)."""
    out = []
    for x in _elements("set-map", s):
        out.append(call(f, x))
    return from_pylist(list(reversed(out)) if _is_set(s) else out)


@define("set-for-each", 2)
def set_for_each(s: Any, f: Any) -> Any:
    for x in _elements("set-for-each", s):
        apply_procedure(f, [x])
    return VOID


@define("set-first", 1)
def set_first(s: Any) -> Any:
    if type(s) is RacketSet and not s.table.mutable:    # the first of the trie's one path
        entry = first_entry(s.table)
        if entry is not None:
            return entry[0]
    if s is NIL:            # a list's set-first is car
        raise contract_error("car", "pair?", s)
    items = _elements("set-first", s)
    if not items:
        raise contract_error("set-first", "(and/c generic-set? (not/c set-empty?))", s)
    return items[0]


@define("set-rest", 1)
def set_rest(s: Any) -> Any:
    if type(s) is RacketSet and not (table := s.table).mutable:
        entry = first_entry(table)
        if entry is not None:   # (set-remove s (set-first s)), keeping what s computed
            new = table.updated(_image(entry[0], table.kind), None)
            order_without(table, entry, new)
            new.codes_known = table.codes_known
            return _over(new)
    if s is NIL:            # a list's set-rest is cdr
        raise contract_error("cdr", "pair?", s)
    if type(s) is RacketSet:        # (a mutable set has no functional rest)
        _check_immutable("set-rest", s)
    items = _elements("set-rest", s)
    if not items:
        raise contract_error("set-rest", "(and/c generic-set? (not/c set-empty?))", s)
    if is_list(s):
        return s.cdr
    return s.like(items[1:])


@define("set->stream", 1)
def set_to_stream(s: Any) -> Any:
    """The elements as a stream: a list is its own stream; a set's in its order."""
    if is_list(s):
        return s
    from .racket_stream import _from_iterator
    return _from_iterator(iter(_check_set("set->stream", s).elements()))


@define("in-set", 1)
def in_set(s: Any) -> Any:
    """(in-set s): the elements of s as a sequence."""
    items = _elements("in-set", s)
    return Sequence(lambda: iter(items))


@define("%list->set", 2)
def list_to_set_of(name: Any, lst: Any) -> RacketSet:
    """for/set and friends: the set (named as its constructor) of the loop's elements."""
    for (kind, mutable), n in _NAMES.items():
        if n == name:
            return RacketSet(kind, mutable, to_pylist(lst))
    raise AssertionError(name)

