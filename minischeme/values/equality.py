"""Racket's equality predicates (eq?, eqv?, equal?) and the keys hash tables use for them."""
from __future__ import annotations

import math
from operator import is_
from fractions import Fraction
from typing import Any

from minischeme.values.data import (NIL, Box, Char, HashTable, entries_apart, MPair, MString, MVector, Pair, StructInstance,
                   StructType, Symbol, as_str)
from minischeme.values.hash_order import note_removal
from minischeme.values.lexical import ExactComplex

_NUMS = (int, float, Fraction, complex, ExactComplex)
_MUTABLE = frozenset([MVector, Box, MPair, StructInstance, HashTable])
#: types compared by identity under eq? and eqv?, whose Python hash and == are identity too,
#: so an eq?/eqv? table keys them by themselves (a graph's nodes, a memo's pairs)
_SELF_KEYS = frozenset([Pair, MPair, MVector, Box, StructInstance, HashTable])
_BYTES = (bytes, bytearray)
_STRINGS = (str, MString)


def is_eq(a: Any, b: Any) -> bool:
    """eq?: the same object; small exact integers and characters are always eq? to equals."""
    if a is b:
        return True
    ta = type(a)
    if ta is not type(b):
        return False
    if ta is int:
        return a == b and -(2 ** 60) <= a < 2 ** 60
    if ta is Char:
        return a.ch == b.ch
    if ta is str:
        return a == b and a == ""
    if ta is MString:      # Racket CS has one empty mutable string
        return len(a) == 0 and len(b) == 0
    return False


def is_eqv(a: Any, b: Any) -> bool:
    """eqv?: eq?, or numbers of the same exactness and value, or equal characters."""
    if a is b:
        return True
    ta = type(a)
    if ta is not type(b):
        return False
    if ta is int or ta is Fraction:
        return a == b
    if ta is float:
        if a != a and b != b:
            return True
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    if ta is Char:
        return a.ch == b.ch
    if ta is complex or ta is ExactComplex:
        return a == b
    return is_eq(a, b)


def is_equal(a: Any, b: Any) -> bool:
    """equal?: structural equality on pairs, strings, vectors, boxes, hashes, transparent structs.

    Values that contain themselves compare as Racket compares them: two mutable containers
    met again while being compared are taken to be equal (so the comparison ends)."""
    if a is b:
        return True
    ta = type(a)
    if ta is int:               # the commonest atoms at once: an exact integer, a symbol
        return type(b) is int and a == b
    if ta is Symbol:            # (equal? on symbols is eq?)
        return False
    if ta is str or ta is MString:      # strings by content, whatever their mutability
        tb = type(b)
        if tb is str or tb is MString:
            # a mutable string's characters are its data when kept joined (MString.value's
            # test written out: no call when they are)
            x = a if ta is str else a.data
            if x.__class__ is not str:
                x = a.value()
            y = b if tb is str else b.data
            if y.__class__ is not str:
                y = b.value()
            return x == y
        return False
    if ta is Pair:
        # lists of exact integers, flonums, symbols or characters (a row, a point, a
        # puzzle's state looked up with member, a word's characters against their
        # reverse): their heads compared here, no stack, until a pair holds something else
        if type(b) is not Pair:
            return False
        # both known lists (their pairs end in '()): a tail is '() or a pair, no test of its type
        nil, known = NIL, a.listp is True and b.listp is True
        while True:
            u = a.car
            w = b.car
            if u is not w:
                tu = type(u)
                if tu is not type(w):
                    break
                if tu is int:
                    if u != w:
                        return False
                elif tu is float:           # as eqv?: -0.0 is not 0.0, +nan.0 is +nan.0
                    if u != w:
                        if u == u or w == w:
                            return False
                    elif u == 0.0 and math.copysign(1.0, u) != math.copysign(1.0, w):
                        return False
                elif tu is Symbol:
                    return False
                elif tu is Char:            # equal characters are mostly one object
                    if u.ch != w.ch:
                        return False
                else:
                    break
            a = a.cdr
            b = b.cdr
            if a is b:              # both ended in '(), or the rest shared
                return True
            if a is nil or b is nil:    # one ended first
                return False
            if known or (a.__class__ is Pair and b.__class__ is Pair):
                continue
            break
    elif ta is MVector:
        # vectors of atoms that are eq? (small integers, symbols, characters, shared values)
        # or exact integers of one value: compared here, in C where every pair of elements is
        # the same object, before any stack or record of the vectors met is made
        if type(b) is not MVector:
            return False
        xs, ys = a.items, b.items
        if len(xs) != len(ys):
            return False
        if all(map(is_, xs, ys)):
            return True
        for u, w in zip(xs, ys):
            if u is not w and not (u.__class__ is int and w.__class__ is int and u == w):
                break
        else:
            return True
    stack = [(a, b)]
    compared: set[tuple[int, int]] | None = None
    while stack:
        x, y = stack.pop()
        if x is y:
            continue
        tx = type(x)
        if tx is bytes or tx is bytearray:      # byte strings: by content, either mutability
            if type(y) not in _BYTES or x != y:
                return False
            continue
        if tx is not type(y):
            if (tx is MString or tx is str) and type(y) in _STRINGS:
                if as_str(x) != as_str(y):    # a mutable and an immutable string: by content
                    return False
                continue
            return False
        if tx in _MUTABLE:
            if compared is None:
                compared = set()
            key = (id(x), id(y))
            if key in compared:
                continue
            compared.add(key)
        if tx is Pair:
            while type(x) is Pair and type(y) is Pair:
                if x is y:
                    break
                u, w = x.car, y.car
                if u is not w:
                    if type(u) is int:      # two exact integers compared here, not stacked
                        if type(w) is not int or u != w:
                            return False
                    else:
                        stack.append((u, w))
                x, y = x.cdr, y.cdr
            stack.append((x, y))
        elif tx is str:
            if x != y:
                return False
        elif tx is MString:
            if x.value() != y.value():
                return False
        elif tx is MVector:
            if len(x.items) != len(y.items):
                return False
            stack.extend(zip(x.items, y.items))
        elif tx is Box:
            stack.append((x.value, y.value))
        elif tx is MPair:
            stack.append((x.cdr, y.cdr))
            stack.append((x.car, y.car))
        elif tx is StructInstance:
            custom = x.stype.equal_hash
            if custom is not None:      # prop:equal+hash: both from the same binding
                if custom is not y.stype.equal_hash or not STRUCT_EQUAL[0](x, y):
                    return False
                continue
            if x.stype is not y.stype or not (x.stype.prefab or _transparent(x.stype)):
                return False
            stack.extend(zip(x.fields, y.fields))
        elif tx is HashTable:
            if x.kind != y.kind or x.mutable != y.mutable or x.weak != y.weak:
                return False
            xt, yt = entries_apart(x, y)     # (two versions of one table: a copy)
            if len(xt) != len(yt):
                return False
            for k, (_, v) in xt.items():
                if k not in yt:
                    return False
                stack.append((v, yt[k][1]))
        elif hasattr(x, "racket_equal_key"):    # library values (sets): by content
            if x.racket_equal_key() != y.racket_equal_key():
                return False
        elif not is_eqv(x, y):
            return False
    return True


# ------------------------------------------------------------------ hash keys

class _CharImage:
    """The image of one character in every table: one object per character (see
    ``char_image``), hashed and compared by identity, so a lookup hashes no tuple."""

    __slots__ = ("ch",)

    def __init__(self, ch: str) -> None:
        self.ch = ch

    def __repr__(self) -> str:
        return f"<char image {self.ch!r}>"


_CHAR_IMAGES: dict[str, _CharImage] = {}
#: the images of the characters used as keys so far, by str: ``CHAR_IMAGES.get(c.ch) or
#: char_image(c.ch)`` is a character's image written out (hash_key's, with no call)
CHAR_IMAGES = _CHAR_IMAGES


def char_image(ch: str) -> _CharImage:
    """The image of the character ``ch`` (made on its first use as a key)."""
    image = _CHAR_IMAGES.get(ch)
    if image is None:
        image = _CHAR_IMAGES[ch] = _CharImage(ch)
    return image


def hash_key(v: Any, kind: str = "equal") -> Any:
    """A Python-hashable image of ``v`` such that images are equal iff the values are
    equal under the table's predicate (equal?, eqv? or eq?).

    The commonest keys have images that cost no tuple: a fixnum or symbol is its own; in an
    equal?-based table a string is the str of its characters (an immutable string itself,
    whose hash Python keeps) and a pair of two exact integers the 2-tuple ``(car, cdr)``
    (a grid's or memo's `(cons i j)`; inliners._memo_key writes this image too); a character
    is one object per character (``char_image``). No other image is a str or a tuple whose
    first item is an int, so none of these meets another kind of key's."""
    t = type(v)
    if t is int:     # the commonest keys first (type(True) is bool, not int)
        return v
    if t is Symbol:
        return v
    if t is Pair:
        if kind == "equal":
            a, d = v.car, v.cdr
            if type(a) is int and type(d) is int:
                return (a, d)
            return _pair_key(v)
        return v        # eq?/eqv?: the pair itself (_SELF_KEYS)
    if t is str:
        return v if kind == "equal" else ("id", id(v))
    if t is MString and kind == "equal":    # (string-split's and substring's strings:
        return v.value()                    # their characters now, as below)
    if t is Char:
        image = _CHAR_IMAGES.get(v.ch)
        return image if image is not None else char_image(v.ch)
    if t is StructInstance and kind == "equal":
        stype = v.stype
        plain = stype.plain_equal
        if plain is None:
            plain = plain_equal(stype)
        if plain:
            # _container_key's image, with no cycle guard: an instance whose fields are all
            # immutable cannot hold itself but through a mutable value, which has the guard
            return ("st", id(stype), _images(v.fields))
    if t is bool:
        return ("b", v)
    if t is float:   # eqv? tells 0.0 from -0.0 (Python's == does not), and all NaNs alike
        return ("nan",) if v != v else ("f", str(v)) if v == 0 else ("f", v)
    if t is Fraction or t is complex or t is ExactComplex:
        return ("q", v)
    if kind != "equal":
        if t in _SELF_KEYS:     # Python's own identity hash and == are eq?'s: no image
            return v
        if t is MString and len(v) == 0:
            return ("ms", "")         # the empty mutable strings are eq?
        return ("id", id(v))
    if t is MString:        # its characters now (Racket: mutating a key leaves the table
        return v.value()          # unpredictable)
    if t is bytes or t is bytearray:
        return ("y", bytes(v))
    if v is NIL:
        return ("nil",)
    if hasattr(v, "racket_equal_key"):
        return ("lib", v.racket_equal_key())
    if t in _MUTABLE:
        if t is StructInstance and v.stype.equal_hash is not None:
            return _CustomKey(v)
        if id(v) in _HASHING:           # a value that contains itself: the cycle ends here
            return ("cycle",)
        _HASHING.add(id(v))
        try:
            return _container_key(v, t)
        finally:
            _HASHING.discard(id(v))
    return ("id", id(v))


# prop:equal+hash: ``STRUCT_EQUAL[0](a, b)`` runs a's equal-proc, ``STRUCT_HASH[0](a)`` its
# hash-proc (installed by struct_properties, which can run a program's procedures)
STRUCT_EQUAL: list = [None]
STRUCT_HASH: list = [None]


class _CustomKey:
    """The image of an instance with prop:equal+hash in an equal?-based table: hashed by
    its hash-proc, compared with equal? (its equal-proc), so equal instances meet."""

    __slots__ = ("value", "code")

    def __init__(self, value: StructInstance) -> None:
        self.value = value
        self.code = STRUCT_HASH[0](value)

    def __hash__(self) -> int:
        return hash(self.code)

    def __eq__(self, other: Any) -> bool:
        return type(other) is _CustomKey and is_equal(self.value, other.value)


def _pair_key(v: Pair) -> Any:
    """The image of a pair in an equal?-based table (not one of two exact integers)."""
    items = []      # (items.append not hoisted: see data.list_to_python)
    while v.__class__ is Pair:
        a = v.car
        t = a.__class__
        # a fixnum or symbol is its own image, a character its one image (hash_key's first
        # cases, with no call)
        if t is int or t is Symbol:
            items.append(a)
        elif t is Char:
            items.append(_CHAR_IMAGES.get(a.ch) or char_image(a.ch))
        else:
            items.append(hash_key(a))
        v = v.cdr
    return ("p", tuple(items), _NIL_IMAGE if v is NIL else hash_key(v))


_NIL_IMAGE = ("nil",)       # hash_key(NIL)


_HASHING: set[int] = set()     # the mutable containers hash_key is inside of


def _images(items: list) -> tuple:
    """The images of a vector's elements or a struct's fields in an equal?-based table: a
    fixnum or symbol its own, a character its one image (hash_key's first cases, with no
    call), anything else hash_key's."""
    images = []     # (images.append not hoisted: see data.list_to_python)
    for a in items:
        t = a.__class__
        if t is int or t is Symbol:
            images.append(a)
        elif t is Char:
            images.append(_CHAR_IMAGES.get(a.ch) or char_image(a.ch))
        else:
            images.append(hash_key(a))
    return tuple(images)


def plain_equal(stype: StructType) -> bool:
    """Whether instances of ``stype`` are equal? when their fields are (prefab, or
    transparent all the way up its chain, with no prop:equal+hash) and none of its fields,
    its parents' included, can be set, so that an instance cannot hold itself but through a
    mutable value: hash_key's image of one is then its fields', with no cycle guard of its
    own. Remembered in ``stype.plain_equal``."""
    plain = stype.equal_hash is None and (stype.prefab or _transparent(stype))
    t: StructType | None = stype
    while plain and t is not None:
        plain = len(t.immutable) == len(t.fields)
        t = t.parent
    stype.plain_equal = plain
    return plain


def _container_key(v: Any, t: type) -> Any:
    if t is MVector:
        return ("v", _images(v.items))
    if t is Box:
        return ("box", hash_key(v.value))
    if t is MPair:
        return ("mp", hash_key(v.car), hash_key(v.cdr))
    if t is StructInstance and (v.stype.prefab or _transparent(v.stype)):
        return ("st", id(v.stype), _images(v.fields))
    if t is HashTable:
        return ("h", v.kind, frozenset((k, hash_key(val)) for k, (_, val) in v.table.items()))
    return ("id", id(v))


def hash_put(h: HashTable, key: Any, value: Any) -> None:
    h.table[hash_key(key, h.kind)] = (key, value)
    h.order = None      # (an immutable table is filled in place only while it is made)


def hash_get(h: HashTable, key: Any, default: Any = None) -> Any:
    entry = h.table.get(hash_key(key, h.kind))
    return default if entry is None else entry[1]


def hash_has(h: HashTable, key: Any) -> bool:
    return hash_key(key, h.kind) in h.table


def hash_remove(h: HashTable, key: Any) -> None:
    image = hash_key(key, h.kind)
    if h.mutable and image in h.table:
        note_removal(h, image)
    h.table.pop(image, None)


def _transparent(stype: StructType) -> bool:
    """equal? compares the fields of a struct type transparent all the way up its chain
    ((struct b a (y)) with only a transparent is compared by identity, as in Racket)."""
    return stype.transparent and (stype.parent is None or None not in stype.shown_segments())
