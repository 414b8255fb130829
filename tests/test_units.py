"""racket/unit (which `#lang racket` includes): signatures, units, invoking them with
imports from the invoking context and exports defined there, under both back ends.

Expected texts are Racket 8.7's (`racket t.rkt` of the module, asked while writing these
tests); tests/differential/units.exprs has more, evaluated one datum at a time.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module
from minischeme.running.interpreter import Interpreter
from minischeme.running.languages import LANGUAGES, REQUIRABLE
from minischeme.values.ports import capture_output

# the program of bench/fresh7's first run that stopped at `define-signature`
SNIPPET = """\
(define-signature seq^ (seq-ref))
(define-signature first^ (first-of))
(define first@ (unit (import seq^) (export first^) (define (first-of s) (seq-ref s 0))))
(define-values/invoke-unit first@
  (import (rename seq^ [vector-ref seq-ref]))
  (export first^))
(first-of (vector 7 8))
"""

# one unit exporting several names, renamed in its export clause, invoked twice with
# different imports (vectors, then strings), each export renamed or prefixed
TWICE = """\
(define-signature seq^ (seq-ref seq-len))
(define-signature ends^ (head tail-of size))
(define-unit ends@
  (import seq^)
  (export (rename ends^ [my-head head] [my-tail tail-of]))
  (define (my-head s) (seq-ref s 0))
  (define (my-tail s) (seq-ref s (sub1 (seq-len s))))
  (define (size s) (seq-len s)))
(define-values/invoke-unit ends@
  (import (rename seq^ [vector-ref seq-ref] [vector-length seq-len]))
  (export (rename ends^ [vhead head] [vtail tail-of] [vsize size])))
(define-values/invoke-unit ends@
  (import (rename seq^ [string-ref seq-ref] [string-length seq-len]))
  (export (prefix s: ends^)))
(list (vhead #(1 2 3)) (vtail #(1 2 3)) (vsize #(1 2 3)))
(list (s:head "xyz") (s:tail-of "xyz") (s:size "xyz"))
ends@
"""

# invoke-unit: the body's definitions and expressions run in order; its value is the last
# expression's (values too), void when the body ends in a definition
INVOKE = """\
(define-unit steps@ (import) (export)
  (define a 1)
  (printf "a is ~a\\n" a)
  (define b (* a 10))
  (printf "b is ~a\\n" b)
  (+ a b))
(invoke-unit steps@)
(invoke-unit steps@)
(invoke-unit (unit (import) (export) (values 1 2)))
(invoke-unit (unit (import) (export) (define z 3)))
(define-signature num^ (n))
(define n 41)
(invoke-unit (unit (import num^) (export) (add1 n)) (import num^))
(unit? steps@)
(object-name steps@)
"""

# units linked into a compound unit, importing each other's exports
COMPOUND = """\
(define-signature even^ (even?*))
(define-signature odd^ (odd?*))
(define-unit even@ (import odd^) (export even^)
  (define (even?* n) (if (zero? n) #t (odd?* (sub1 n)))))
(define-unit odd@ (import even^) (export odd^)
  (define (odd?* n) (if (zero? n) #f (even?* (sub1 n)))))
(define-compound-unit/infer parity@ (import) (export even^ odd^) (link even@ odd@))
(define-values/invoke-unit/infer parity@)
(list (even?* 10) (odd?* 10) (even?* 7))
(define both@ (compound-unit (import) (export E)
                             (link (((E : even^)) even@ O) (((O : odd^)) odd@ E))))
(define-values/invoke-unit both@ (import) (export (prefix c: even^)))
(c:even?* 4)
"""

# invoke-unit/infer: the imports of a unit define-unit made taken from here by name
INFER = """\
(define-signature n^ (n))
(define-unit sq@ (import n^) (export) (* n n))
(define n 6)
(invoke-unit/infer sq@)
(define-signature m^ (m))
(define-unit m@ (import) (export m^) (define m 3))
(define-unit use@ (import m^) (export) (list 'm m))
(invoke-unit/infer (link m@ use@))
"""

PROGRAMS = {
    SNIPPET: "7\n",
    TWICE: "'(1 3 3)\n'(#\\x #\\z 3)\n#<unit:ends@>\n",
    INVOKE: "a is 1\nb is 10\n11\na is 1\nb is 10\n11\n1\n2\n42\n#t\n'unit:steps@\n",
    COMPOUND: "'(#t #f #f)\n#t\n",
    INFER: "36\n'(m 3)\n",
}


@pytest.mark.parametrize("source", list(PROGRAMS), ids=["snippet", "twice", "invoke", "compound", "infer"])
def test_units_run_as_in_racket(source: str, back_end: None) -> None:
    assert run_module(source) == PROGRAMS[source]


ERRORS = {
    "(define-unit u@ (import nosig^) (export))":
        "t.rkt:2:24: define-unit: unknown signature\n  at: nosig^\n"
        "  in: (define-unit u@ (import nosig^) (export))",
    "(define-signature s^ (a b))\n(define-unit u@ (import) (export s^) (define a 1))":
        "t.rkt:3:0: define-unit: undefined export b\n"
        "  in: (define-unit u@ (import) (export s^) (define a 1))",
    "(define-signature s^ (a b))\ns^": "t.rkt:3:0: s^: illegal use of signature name\n  in: s^",
    "(define-signature s^ (a b))\n(define-unit u@ (import s^) (export))\n(invoke-unit u@)":
        "invoke-unit: unit argument expects an untagged import with signature s^, which this "
        "usage context does not supply",
    "(define-signature s^ (a))\n(define-signature t^ (b))\n"
    "(define-values/invoke-unit (unit (import) (export s^) (define a 1)) (import) (export t^))":
        "define-values/invoke-unit: this usage context expects a unit with an untagged export "
        "with signature t^, which the given unit does not supply",
    "(invoke-unit 5)": "invoke-unit: result of unit expression was not a unit: 5",
    "(define-signature s^ (a))\n(unit (import s^) (export) (set! a 2))":
        "t.rkt:3:27: unit: cannot set! imported or exported variables\n  in: (set! a 2)",
    "(import s^)": "t.rkt:2:0: import: misuse of unit keyword\n  in: (import s^)",
}


@pytest.mark.parametrize("source", list(ERRORS))
def test_errors_are_rackets(source: str) -> None:
    """The first lines of Racket's message (minischeme leaves out `location...:` and
    `context...:`)."""
    out = run_module(source)
    assert out.startswith("ERROR: ")
    lines = ERRORS[source].count("\n") + 1
    assert "\n".join(out[len("ERROR: "):].splitlines()[:lines]) == ERRORS[source]


def test_units_in_racket_base_need_racket_unit(back_end: None) -> None:
    body = SNIPPET
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket/base\n(require racket/unit)\n" + body, "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    assert (port.getvalue(), outcome.error) == ("7\n", None)
    it = Interpreter()
    with capture_output():
        outcome = it.load_text("#lang racket/base\n" + body, "t.rkt", lambda v: None)
    assert outcome.error.startswith("t.rkt:2:1: define-signature: unbound identifier")


def test_racket_unit_is_a_library_racket_includes() -> None:
    assert "racket/unit" in REQUIRABLE
    assert "racket/unit" in LANGUAGES["racket"].modules
    assert "racket/unit" not in LANGUAGES["racket/base"].modules
