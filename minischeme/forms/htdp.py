"""How to Design Programs' student languages, as `racket FILE` runs a file DrRacket saved.

DrRacket saves a file in a teaching language with a header that names the language
through a reader (reading/student_header.py reads it as `#lang htdp/isl+` and the like);
running/languages.py defines the languages.

Run by `racket`, a student program's tests (`check-expect` and the rest) report nothing:
they are compiled (a name nothing defines is an error) and never run. Results print as the teaching languages print
them (``htdp_print``): `#true`/`#false`, lists as `(list 1 2)` (`(cons 1 (cons 2 '()))`
in `htdp/bsl`, which has no list abbreviations), `'()`, structures as `(make-posn 1 2)`,
symbols quoted, an exact rational whose decimal expansion ends in decimal (`1.5`: the
teaching languages read decimal literals as exact, reading/direct.py), an inexact number
marked `#i`.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.forms import checks  # noqa: F401  (rackunit's forms register first: _RACKUNIT)
from minischeme.forms import test_engine
from minischeme.expansion.syntax import EXPANDERS, LAMBDA, L, derived, parts, prim
from minischeme.values.data import NIL, MString, Pair, StructInstance, Symbol, make_list, make_pair, sym
from minischeme.values.printer import print_string, write_string

TEST_FORMS = ("check-expect", "check-random", "check-within", "check-member-of", "check-range",
              "check-satisfied", "check-error")


# rackunit's forms of the same names (check-within), registered by forms/checks.py
_RACKUNIT = {name: EXPANDERS[sym(name)] for name in TEST_FORMS if sym(name) in EXPANDERS}


def _no_report(c: Compiler, x: Any, loc: Any) -> Any:
    """A test form: run by `racket`, a student program's tests report nothing. Outside
    the teaching languages the name is test-engine/racket-tests' form where that is
    required, else rackunit's (check-within)."""
    if test_engine.MODULE in c.ns.enabled_modules and "htdp" not in c.ns.enabled_modules:
        return test_engine.record_test(c, x, loc)
    rackunit = _RACKUNIT.get(x.car.name) if type(x.car) is Symbol else None
    if rackunit is not None and "htdp" not in c.ns.enabled_modules:
        return rackunit(c, x, loc)
    # compiled, never run: a name the test uses that nothing defines is still an error,
    # found in Racket's order (the expected value and the rest, then the tested expression)
    ps = parts(c, x, loc)[1:]
    thunks = [make_pair(LAMBDA, make_pair(NIL, make_pair(e, NIL, eloc)), eloc)
              for e, eloc in ps[1:] + ps[:1]]
    return make_pair(prim("void"), make_list(thunks))


for _name in TEST_FORMS:
    derived(_name)(_no_report)


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
