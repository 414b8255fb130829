"""An optional parameter's default sees only the parameters written before it, as in
Racket: a name of a later parameter (or its own) means what it means around the lambda.
The expander translates every such lambda (they were left to the S-expression compilers,
which let a default see every parameter: `(define (g [a b] [b 2]) ...)` read the later
`b`, not yet given, and failed), in both back ends, and the defaults run in the order
written.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from minischeme.compilation import codegen
from back_end_runs import run_module  # noqa: E402

CASES = {
    "(define b 10) (define (f [a (lambda () b)] [b 1]) (list (a) b)) (f)": "'(10 1)\n",
    "(define b 10) (define (g [a b] [b 2]) (list a b)) (g)": "'(10 2)\n",
    "(define (h x [y x]) (list x y)) (h 1)": "'(1 1)\n",
    "(define a 5) (define (k [a a]) a) (k)": "5\n",
    "(define b 10) (define (m #:x [x b] #:b [b 3]) (list x b)) (m)": "'(10 3)\n",
    "(define a 5) (define (n [p (lambda () a)] . a) (list (p) a)) (n)": "'(5 ())\n",
    "(define a 'outer) (define (m #:x [x a] [a 1]) (list x a)) (m)": "'(outer 1)\n",
    "(define (m2 [a 1] #:x [x a]) (list x a)) (m2)": "'(1 1)\n",
    "(define (m3 #:y [y 5] #:x [x y]) (list x y)) (m3)": "'(5 5)\n",
    "(define (k [a a]) a) (k)": "ERROR: t.rkt:2:14: a: unbound identifier\n  in: a",
    "(define (m4 #:x [x y] #:y [y 5]) (list x y)) (m4)":
        "ERROR: t.rkt:2:19: y: unbound identifier\n  in: y",
    "(let ([b 'let]) (define (f [a b] [b 2]) (list a b)) (f))": "'(let 2)\n",
    "(define (outer b) (define (f [a b] [b 2]) (list a b)) (f)) (outer 'param)":
        "'(param 2)\n",
    "(define b 10) ((lambda ([a (+ b 1)] [b 2]) (list a b)))": "'(11 2)\n",
    # a keyword parameter written before an optional one: the defaults run in the order
    # written (Fn.default_order; they ran positional ones first, reading x unset)
    "(define (q #:x [x 1] [a x]) (list x a)) (q) (q #:x 5) (q 2)": "'(1 1)\n'(5 5)\n'(1 2)\n",
    '(define (q #:x [x (begin (display "x") 1)] [a (begin (display "a") x)] '
    '#:y [y (begin (display "y") a)]) (list x a y)) (q) (q 5) (q #:x 7) (q #:y 0)':
        "xay'(1 1 1)\nxy'(1 5 5)\nay'(7 7 7)\nxa'(1 1 0)\n",
    "(define (r [p 1] #:k [k (+ p 1)] [s (* k 10)]) (list p k s)) (r) (r 5) (r #:k 0) (r 2 3)":
        "'(1 2 20)\n'(5 6 60)\n'(1 0 0)\n'(2 3 3)\n",
}


run = run_module


@pytest.mark.parametrize("generate", [True, False], ids=["python source", "closures only"])
@pytest.mark.parametrize("source", list(CASES))
def test_a_default_sees_the_parameters_written_before_it(source, generate, monkeypatch):
    monkeypatch.setattr(codegen, "ENABLED", generate)
    before = sum(codegen.FALLBACKS.values())
    assert run(source) == CASES[source]
    assert sum(codegen.FALLBACKS.values()) == before     # translated, not left aside
