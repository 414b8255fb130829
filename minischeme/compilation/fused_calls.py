"""Nested primitive calls the emitter writes as one call, with no list made in between.

Programs reverse a string by turning it into a list and back —
``(list->string (reverse (string->list s)))``, the palindrome test of every Project Euler
4 and 36 — and CPython does the same with ``s[::-1]``. Made as written, that is two lists
of pairs (n Python objects each) to get one string. When all three operators surely denote
Racket's primitives (``fixnums.primitive_of``: a constant or an import that cannot be
rebound), the emitter calls one function of the innermost argument instead:

* ``(list->string (reverse (string->list s)))`` -> ``reversed_string(s)``
* ``(reverse (string->list s))`` -> ``reversed_chars(s)``
* ``(list->string (reverse lst))`` -> ``string_of_reversed(lst)``

Each gives what the chain gives: the same value (a new mutable string, a new list), the
same error where one is raised (string->list's for a non-string, reverse's for a
non-list, list->string's for a non-character, each with the value given), and the same
work charged under a step limit (reverse's, the only one of the three that charges).

Programs also round a quotient — ``(floor (/ n 2))`` where ``quotient`` would do, ``(round
(/ total count))``, ``(exact->inexact (/ hits tries))`` — and an exact ``/`` of two
integers that do not divide makes a fraction (a Python Fraction: a gcd, two objects) only
for the next call to turn it into an integer or a float. Of two exact integers (a divisor
not 0), these are answered by integer arithmetic, as CPython's ``//`` and ``/`` do:

* ``(floor (/ a b))``, ``(ceiling (/ a b))``, ``(truncate (/ a b))``, ``(round (/ a b))``
  (half to even, as Racket rounds) -> the exact integer;
* ``(exact->inexact (/ a b))`` -> ``a / b``, the float nearest the quotient (CPython's
  division of two ints rounds correctly, as Racket's conversion of a fraction does);
* ``(integer? (/ a b))``, the divisibility test -> ``a % b == 0``.

Anything else (a float, a zero divisor, a quotient too large for a float) goes through
the two primitives as written, so values and errors are theirs.

A digit's value is read by making the character a string first — ``(string->number
(string c))``, the digit sum of so many programs — a new mutable string the next call only
reads. Of a character 0-9 that is its value (``number_of_char``); any other value goes
through the two primitives as written.

Programs also flatten what they have just appended — ``(flatten (append (cdr l) (car l)))``
to move a list's first element to its end, ``(flatten (append xs ys))`` — where the
appended list is copied only for flatten to copy it again:

* ``(flatten (append l ... tail))`` -> ``flattened_append(l, ..., tail)`` (racket_list.py):
  append's error for an argument before the last that is no list (the first such, as
  append finds it), its work charged, then flatten's walk over the lists' elements and the
  tail, one list made.

A search adds the cells it found to the set of those seen with ``(set-union seen
(list->set found))``: ``union_with_list(seen, found)`` (racket_set.py) adds them with no
set made of them first, when set-union would add them to ``seen`` (the usual case: fewer
than it holds); else the two primitives run in turn.

The closure back end makes every chain as written; the answers and steps are the same.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.expansion.ir import App
from minischeme.primitives import loaded_primitive, lookup_primitive
from minischeme.primitives.base_strings import CHAR_OF, check_string, known_list_chars, list_to_string
from minischeme.primitives.base_lists import reverse
from minischeme.values.data import NIL, Char, MString, make_mstring, Pair
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import BUDGET, charge_work
from minischeme.compilation.fixnums import primitive_of


def _text(s: Any) -> str:
    """The characters of s, or string->list's error for a non-string."""
    t = type(s)
    return s if t is str else s.value() if t is MString else check_string("string->list", s)


def reversed_string(s: Any) -> MString:
    """``(list->string (reverse (string->list s)))``: a new string of s's characters, last
    first."""
    text = _text(s)
    if BUDGET.max_steps is not None:
        charge_work(len(text))      # reverse's charge for the list it would have walked
    return make_mstring(text[::-1])


def reversed_chars(s: Any) -> Any:
    """``(reverse (string->list s))``: the list of s's characters, last first, made once."""
    text = _text(s)
    if BUDGET.max_steps is not None:
        charge_work(len(text))
    result, char_of = NIL, CHAR_OF
    for ch in text:         # the first character ends up last
        p = Pair()
        p.car = char_of[ch]
        p.cdr = result
        p.loc = None
        p.listp = True
        result = p
    return result


def string_of_reversed(lst: Any) -> MString:
    """``(list->string (reverse lst))``: a new string of lst's characters, last first; a
    non-list is reverse's error, a non-character list->string's (given the reversed list,
    as Racket shows it)."""
    chars = known_list_chars(lst)
    if chars is not None:
        if BUDGET.max_steps is not None:
            charge_work(len(chars))
        chars.reverse()
        return make_mstring("".join(chars))
    return list_to_string(reverse(lst))


_DIVIDE = lookup_primitive("/")
_FLOOR, _CEILING, _TRUNCATE, _ROUND, _TO_INEXACT, _INTEGER_P = (
    lookup_primitive(n) for n in ("floor", "ceiling", "truncate", "round", "exact->inexact",
                                  "integer?"))


def floor_of_quotient(a: Any, b: Any) -> Any:
    """``(floor (/ a b))``."""
    if a.__class__ is int and b.__class__ is int and b:
        return a // b
    return _FLOOR.fn(_DIVIDE.fn(a, b))


def ceiling_of_quotient(a: Any, b: Any) -> Any:
    """``(ceiling (/ a b))``."""
    if a.__class__ is int and b.__class__ is int and b:
        return -(-a // b)
    return _CEILING.fn(_DIVIDE.fn(a, b))


def truncate_of_quotient(a: Any, b: Any) -> Any:
    """``(truncate (/ a b))``: toward zero, one above the floor of a negative quotient
    that is not whole."""
    if a.__class__ is int and b.__class__ is int and b:
        q, r = divmod(a, b)
        return q + 1 if r and q < 0 else q
    return _TRUNCATE.fn(_DIVIDE.fn(a, b))


def round_of_quotient(a: Any, b: Any) -> Any:
    """``(round (/ a b))``: the nearest integer, a half to the even one."""
    if a.__class__ is int and b.__class__ is int and b:
        if b < 0:
            a, b = -a, -b
        q, r = divmod(a, b)         # 0 <= r < b
        twice = 2 * r
        return q + 1 if twice > b or twice == b and q & 1 else q
    return _ROUND.fn(_DIVIDE.fn(a, b))


def inexact_quotient(a: Any, b: Any) -> Any:
    """``(exact->inexact (/ a b))``."""
    if a.__class__ is int and b.__class__ is int and b:
        try:
            return a / b
        except OverflowError:       # beyond the floats: Racket's +inf.0 or -inf.0
            pass
    return _TO_INEXACT.fn(_DIVIDE.fn(a, b))


def whole_quotient_p(a: Any, b: Any) -> bool:
    """``(integer? (/ a b))``: does b divide a?"""
    if a.__class__ is int and b.__class__ is int and b:
        return a % b == 0
    return _INTEGER_P.fn(_DIVIDE.fn(a, b))


_OF_QUOTIENT = {_FLOOR: floor_of_quotient, _CEILING: ceiling_of_quotient,
                _TRUNCATE: truncate_of_quotient, _ROUND: round_of_quotient,
                _TO_INEXACT: inexact_quotient, _INTEGER_P: whole_quotient_p}


_STRING = lookup_primitive("string")
_STRING_TO_NUMBER = lookup_primitive("string->number")
# the value of each ASCII decimal digit (Racket reads no other digit: (string->number "٣")
# is #f, where Python's int reads it)
_DIGIT_VALUE = {str(d): d for d in range(10)}


def number_of_char(c: Any) -> Any:
    """``(string->number (string c))``: a decimal digit's value, with no string made; for any
    other character (or a non-character: string's error) the two primitives as written."""
    if c.__class__ is Char:
        d = _DIGIT_VALUE.get(c.ch)
        if d is not None:
            return d
    return _STRING_TO_NUMBER.fn(_STRING.fn(c))


_APPEND = lookup_primitive("append")
_LIST_TO_STRING = lookup_primitive("list->string")
_REVERSE = lookup_primitive("reverse")
_STRING_TO_LIST = lookup_primitive("string->list")


def _inner_call(ir: Any, prim: Primitive, n: int = 1) -> list | None:
    """The argument IRs of ``ir`` when it is a call of ``prim`` with ``n`` arguments, else
    None."""
    if type(ir) is App and len(ir.args) == n and primitive_of(ir.op) is prim:
        return ir.args
    return None


def fused_call(prim: Primitive, arg_irs: list) -> tuple[Callable[..., Any], list] | None:
    """For a call of ``prim`` (surely the primitive) on ``arg_irs``: the function to call
    instead and the IRs of its arguments, or None when the call is not a chain above."""
    # racket/list's flatten and racket/set's set-union, when their libraries are loaded (a
    # program that loads neither imports neither module here)
    if prim.name == "set-union" and len(arg_irs) == 2 and prim is loaded_primitive("set-union"):
        from minischeme.primitives.racket_set import union_with_list
        lst = _inner_call(arg_irs[1], loaded_primitive("list->set"))
        return (union_with_list, [arg_irs[0], lst[0]]) if lst is not None else None
    if len(arg_irs) != 1:
        return None
    rounding = _OF_QUOTIENT.get(prim)
    if rounding is not None:
        operands = _inner_call(arg_irs[0], _DIVIDE, 2)
        return (rounding, operands) if operands is not None else None
    if prim is _LIST_TO_STRING:
        lst = _inner_call(arg_irs[0], _REVERSE)
        if lst is None:
            return None
        s = _inner_call(lst[0], _STRING_TO_LIST)
        return (reversed_string, s) if s is not None else (string_of_reversed, lst)
    if prim is _REVERSE:
        s = _inner_call(arg_irs[0], _STRING_TO_LIST)
        return (reversed_chars, s) if s is not None else None
    if prim is _STRING_TO_NUMBER:
        c = _inner_call(arg_irs[0], _STRING)
        return (number_of_char, c) if c is not None else None
    if prim.name == "flatten" and prim is loaded_primitive("flatten"):
        inner = arg_irs[0]
        if type(inner) is App and primitive_of(inner.op) is _APPEND:
            from minischeme.primitives.racket_list import flattened_append
            return flattened_append, inner.args
    return None
