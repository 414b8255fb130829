"""set!-values's bad syntax, and the errors of the `set!`s it expands into, are Racket's
words at Racket's positions (the faulty id's), in a module, under both back ends.

Expected texts are Racket 8.7's (`racket FILE` of `#lang racket` and these lines), asked
while writing these tests.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module


CASES = {
    "(set!-values (a b))": "t.rkt:2:0: set!-values: bad syntax\n  in: (set!-values (a b))",
    "(set!-values a 1)": "t.rkt:2:0: set!-values: bad syntax\n  in: (set!-values a 1)",
    "(define a 1)\n(set!-values (a 1) (values 1 2))":
        "t.rkt:3:16: set!-values: not an identifier\n  at: 1\n  in: (set!-values (a 1) (values 1 2))",
    "(define a 1)\n(set!-values (a a) (values 1 2))":
        "t.rkt:3:16: set!-values: duplicate identifier\n  at: a\n  in: (set!-values (a a) (values 1 2))",
    "(set!-values (zz yy) (values 1 2))":
        "t.rkt:2:14: set!: unbound identifier\n  at: zz\n  in: (set! zz zz1)",
    "(define a 1)\n(set!-values (a car) (values 1 2))":
        "t.rkt:3:16: set!: cannot mutate module-required identifier\n  at: car\n  in: (set! car car2)",
    "(set!-values (car) 1)":
        "t.rkt:2:14: set!: cannot mutate module-required identifier\n  at: car\n  in: (set! car 1)",
    "(set! car 1)": "t.rkt:2:6: set!: cannot mutate module-required identifier\n  at: car\n"
                    "  in: (set! car 1)",
    "(define-syntax-rule (m) 1)\n(define a 1)\n(set!-values (a m) (values 1 2))":
        "t.rkt:4:16: set!: cannot mutate syntax identifier\n  at: m\n  in: (set! m m2)",
}

RUNS = {
    # module-level variables: the value is void (not printed), the variables are set
    "(define a 0)\n(define b 0)\n(set!-values (a b) (values 1 2))\n(list a b)": "'(1 2)\n",
    "(define a 0)\n(set!-values (a) 5)\na": "5\n",
    "(set!-values () (values))\n'done": "'done\n",
    # a result arity error before any variable is set
    "(define a 0)\n(define b 0)\n(with-handlers ([exn:fail? exn-message])\n"
    "  (set!-values (a b) (values 1 2 3)))\n(list a b)":
        '"result arity mismatch;\\n expected number of values not received\\n  expected: 2\\n'
        '  received: 3\\n  in: local-binding form\\n  arguments...:\\n   1\\n   2\\n   3"\n\'(0 0)\n',
    # local variables, captured by a closure too
    "(let ([x 1] [y 2]) (define (f) (list x y)) (set!-values (x y) (values y x)) (f))": "'(2 1)\n",
}


@pytest.mark.parametrize("source", list(CASES))
def test_bad_set_values_is_rackets_error_at_rackets_position(source, back_end):
    assert run_module(source) == "ERROR: " + CASES[source]


@pytest.mark.parametrize("source", list(RUNS))
def test_set_values_sets_the_variables(source, back_end):
    assert run_module(source) == RUNS[source]
