"""A quasiquoted template with no `unquote` or `unquote-splicing` in it is a quoted
constant, as Racket's quasiquote makes it: the same object each time it is evaluated, and
a vector in it immutable (minischeme built a fresh copy each time, its vectors mutable).
A template with an unquote anywhere is built as before.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from test_default_expressions_see_earlier_parameters import run

CASES = {
    "(immutable? `#(1 2))": "#t\n",
    "(immutable? `#(1 ,(+ 1 1)))": "#f\n",
    "(define (f) `(1 2)) (eq? (f) (f))": "#t\n",
    "(define (g) `(1 #(2 3))) (eq? (g) (g)) (immutable? (cadr (g)))": "#t\n#t\n",
    "(define (h x) `(1 ,x)) (eq? (h 2) (h 2))": "#f\n",
    "`(1 `(2 ,(3 ,(+ 1 3))))": "'(1 `(2 ,(3 4)))\n",
    "`(1 . ,(+ 1 1))": "'(1 . 2)\n",
    "`#(1 ,@(list 2 3))": "'#(1 2 3)\n",
    "(vector-set! `#(1 2) 0 5)": "ERROR: vector-set!: contract violation\n"
                                 "  expected: (and/c vector? (not/c immutable?))\n"
                                 "  given: '#(1 2)",
}


@pytest.mark.parametrize("source", list(CASES))
def test_quasiquote_gives_what_racket_gives(source):
    assert run(source) == CASES[source]
