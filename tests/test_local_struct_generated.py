"""A `struct` (or `define-struct`) inside a procedure body is lowered into a
`define-values` of a new struct type's procedures, so the procedure around it is translated
to Python (``assert_generated``: no lambda falls back to the closure compiler). Each run of
the body makes a new struct type, as in Racket.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from minischeme.values.runtime import BUDGET
from tests.fallback_report import assert_generated
from tests.test_deep_recursion import graded_value


@pytest.fixture(autouse=True)
def no_limits_left_behind():
    yield
    BUDGET.max_steps = BUDGET.max_depth = BUDGET.stop_message = None


def test_a_struct_in_a_body_defines_its_procedures_there():
    assert assert_generated(
        "(struct base (a) #:transparent)\n"
        "(define (f x)\n"
        "  (define (mk y) (pt x y))\n"
        "  (struct pt base (y) #:transparent)\n"
        "  (struct opaque (v))\n"
        "  (struct node (l [r #:mutable] [tag #:auto]) #:auto-value 'none #:transparent)\n"
        "  (define-struct legacy (q) #:transparent)\n"
        "  (define n (node 1 2))\n"
        "  (set-node-r! n 5)\n"
        "  (list (mk 2) (pt? (mk 3)) (base-a (mk 4)) (pt-y (mk 5)) (opaque 1) n (node-tag n)\n"
        "        (make-legacy 7) (legacy-q (make-legacy 8))\n"
        "        (match (mk 9) [(pt a b) (list a b)])\n"
        "        (struct-copy pt (mk 1) [y 99])))\n"
        "(f 1)\n"
        "(define (h) (struct point (x y) #:transparent) (list point struct:point point? point-x))\n"
        "(h)") == (
        "(list (pt 1 2) #t 1 5 #<opaque> (node 1 5 'none) 'none (legacy 7) 8 '(1 9) (pt 1 99))\n"
        "'(#<procedure:point> #<struct-type:point> #<procedure:point?> #<procedure:point-x>)\n")


def test_each_run_of_the_body_makes_a_new_struct_type():
    assert assert_generated(
        "(define (g) (struct s (v) #:transparent) (s 1))\n"
        "(list (g) (equal? (g) (g)))\n"
        "(define (tally words)\n"
        "  (struct entry (word count) #:transparent)\n"
        "  (for/list ([w words]) (entry w (string-length w))))\n"
        "(tally '(\"ab\" \"c\"))") == "(list (s 1) #f)\n(list (entry \"ab\" 2) (entry \"c\" 1))\n"


def test_a_procedure_with_a_local_struct_recurses_deep_in_one_frame_a_call():
    assert graded_value("(define (deep n) (struct w (v)) (if (= n 0) 0 (+ 1 (deep (- n 1)))))") == (
        "ok", 100_000)
