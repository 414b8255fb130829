"""How to Design Programs' teaching languages print a result their own way (``htdp_print``):
`#true`/`#false`, lists as `(list 1 2)` (`(cons 1 (cons 2 '()))` in `htdp/bsl`, which has no
list abbreviations), `'()`, structures as `(make-posn 1 2)`, symbols quoted, an exact
rational whose decimal expansion ends in decimal (`1.5`: the teaching languages read decimal
literals as exact, reading/direct.py), an inexact number marked `#i`. The interpreter
prints a teaching-language module's results with it, and the teaching languages' errors
show values with it (primitives/htdp_questions.py)."""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from minischeme.values.data import NIL, MString, Pair, StructInstance, Symbol
from minischeme.values.printer import print_string, write_string


def htdp_print(v: Any, abbreviated: bool = True) -> str:
    """``v`` as the teaching languages print a result (``abbreviated``: a list as
    `(list ...)`; htdp/bsl writes its conses)."""
    if v is True:
        return "#true"
    if v is False:
        return "#false"
    if v is NIL:
        return "'()"
    if type(v) is Pair:
        items, p = [], v
        while type(p) is Pair:
            items.append(htdp_print(p.car, abbreviated))
            p = p.cdr
        if p is NIL and abbreviated:
            return "(list " + " ".join(items) + ")"
        if p is NIL:
            return "".join(f"(cons {item} " for item in items) + "'()" + ")" * len(items)
        return "(cons " + " ".join(items) + " " + htdp_print(p, abbreviated) + ")"
    if type(v) is StructInstance:
        return "(make-" + " ".join([v.stype.name, *(htdp_print(f, abbreviated)
                                                    for f in v.fields)]) + ")"
    if type(v) is Symbol:
        return "'" + write_string(v)
    if type(v) is str or type(v) is MString:
        return write_string(v)
    if type(v) is Fraction:
        return _exact_decimal(v) or print_string(v)
    if type(v) is float or (type(v) is complex):
        return "#i" + print_string(v)
    return print_string(v)


def _exact_decimal(q: Fraction) -> str | None:
    """An exact rational as the teaching languages print it where its decimal expansion
    ends (3/2 as 1.5, 1/1048576 with all its digits); None where it does not (1/3)."""
    d, twos, fives = q.denominator, 0, 0
    while d % 2 == 0:
        d, twos = d // 2, twos + 1
    while d % 5 == 0:
        d, fives = d // 5, fives + 1
    if d != 1:
        return None
    places = max(twos, fives)
    digits = str(abs(q.numerator) * 10 ** places // q.denominator).rjust(places + 1, "0")
    return ("-" if q < 0 else "") + digits[:-places] + "." + digits[-places:]
