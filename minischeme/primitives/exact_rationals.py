"""Arithmetic on Racket's exact rationals (Python ints and Fractions), in lowest terms.

Why not Fraction's own operators: ``fractions.Fraction`` is Python code, and each of its
operations builds its result through ``Fraction.__new__`` (type tests, another gcd) and
the operator fallbacks, so a program adding and dividing rationals in a loop (a continued
fraction, SICP's rational numbers, ``(/ n 2)`` that does not divide) spent most of its time
there. Here each operation works on the numerators and denominators with ``math.gcd``,
as Knuth's algorithms do (TAOCP 4.5.1: the gcds are of the smaller numbers), and builds its
result directly: an int when the denominator is 1, as Racket has no 3/1.

Every function takes exact numbers (int or Fraction; a Fraction's denominator is positive
and coprime to its numerator) and answers the same value Fraction's operators would, made
an int when it is one; ``divide`` wants a nonzero divisor (its caller raises Racket's
error first).
"""
from __future__ import annotations

from fractions import Fraction
from math import gcd
from operator import attrgetter
from typing import Union

Exact = Union[int, Fraction]

# A Fraction is made without Fraction.__new__ where its slots are the ones known here
# (CPython 3.11-3.13); otherwise through the constructor, which normalizes again.
_DIRECT = getattr(Fraction, "__slots__", None) == ("_numerator", "_denominator")
_new = object.__new__


def _lowest(n: int, d: int) -> Exact:
    """n/d, given d > 0 and gcd(n, d) == 1: an int when d is 1, else a Fraction."""
    if d == 1:
        return n
    if not _DIRECT:
        return Fraction(n, d)
    q = _new(Fraction)
    q._numerator = n
    q._denominator = d
    return q


# A Fraction's numerator and denominator, read in C (its properties are Python calls).
_fraction_parts = attrgetter(*(("_numerator", "_denominator") if _DIRECT
                               else ("numerator", "denominator")))


def _parts(x: Exact) -> tuple[int, int]:
    """Numerator and denominator of an exact number."""
    return (x, 1) if type(x) is int else _fraction_parts(x)


def add(a: Exact, b: Exact) -> Exact:
    """a + b."""
    na, da = _parts(a)
    nb, db = _parts(b)
    if da == 1:                         # n + p/q = (nq + p)/q, already in lowest terms
        return _lowest(na * db + nb, db)
    if db == 1:
        return _lowest(na + nb * da, da)
    g = gcd(da, db)
    if g == 1:                          # coprime denominators: so is the result
        return _lowest(na * db + nb * da, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = gcd(t, g)
    return _lowest(t // g2, s * (db // g2))


def subtract(a: Exact, b: Exact) -> Exact:
    """a - b."""
    nb, db = _parts(b)
    return add(a, _lowest(-nb, db))


def multiply(a: Exact, b: Exact) -> Exact:
    """a * b."""
    na, da = _parts(a)
    nb, db = _parts(b)
    g1 = gcd(na, db)
    g2 = gcd(nb, da)
    return _lowest((na // g1) * (nb // g2), (da // g2) * (db // g1))


def divide(a: Exact, b: Exact) -> Exact:
    """a / b for a nonzero b."""
    nb, db = _parts(b)
    if nb < 0:
        nb, db = -nb, -db
    return multiply(a, _lowest(db, nb))
