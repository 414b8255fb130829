"""The `for` family reports its bad syntax from its lowering (loops.check_for: the family
has no S-expression compiler any more), and a for/fold, for/foldr or for/lists of no
accumulators runs as a loop of a hidden one (loops._without_accumulators).

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module  # noqa: E402


run = run_module


CASES = {
    "no body": ("(for ((i 3)))",
                "t.rkt:2:0: for: missing body expression after sequence bindings\n  in: (for ((i 3)))"),
    "no body in for/fold": (
        "(for/fold ((a 0)) ((i 3)))",
        "t.rkt:2:0: for/fold: missing body expression after sequence bindings\n"
        "  in: (for/fold ((a 0)) ((i 3)))"),
    "a binding without a sequence": (
        "(for/list ((i)) i)",
        "t.rkt:2:11: for/list: bad sequence binding clause\n  at: (i)\n  in: (for/list ((i)) i)"),
    "#:do without a parenthesized sequence": (
        "(for/list ((i 3) #:do 5) i)",
        "t.rkt:2:22: for/list: expected parenthesized sequence after `#:do`\n  at: 5\n"
        "  in: (for/list ((i 3) #:do 5) i)"),
    "#:do last": (
        "(for/list ((i 3) #:do) i)",
        "t.rkt:2:17: for/list: bad sequence binding clause\n  at: #:do\n"
        "  in: (for/list ((i 3) #:do) i)"),
    "a clause keyword among the body forms": (
        "(for/list ((i 3)) #:unless (odd? i) i)",
        "t.rkt:2:18: #%datum: keyword misused as an expression\n  at: #:unless"),
    "... in a procedure": (
        "(define (g) (for/list ((i 3)) #:unless (odd? i) i))",
        "t.rkt:2:30: #%datum: keyword misused as an expression\n  at: #:unless"),
    "#:fill without #:length": (
        "(for/vector #:fill 0 ((i 3)) i)",
        "t.rkt:2:0: for/vector: bad syntax\n  in: (for/vector #:fill 0 ((i 3)) i)"),
    "#:length without its expression": (
        "(for/vector #:length ((i 3)) i)",
        "t.rkt:2:0: for/vector: bad syntax\n  in: (for/vector #:length ((i 3)) i)"),
    "nothing": ("(for/list)", "t.rkt:2:0: for/list: bad syntax\n  in: (for/list)"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_for_reports_its_syntax_errors_as_racket_does(case):
    source, error = CASES[case]
    assert run(source) == "ERROR: " + error


def test_loops_of_no_accumulators_run_as_in_racket():
    source = ("(define (f) (for/foldr () ((i 3)) (displayln i) (values)))\n(f)\n"
              "(for/lists (#:result 7) ((i 3)) (values))\n"
              "(call-with-values (lambda () (for*/fold () ((i 2) (j 2)) (display (list i j))"
              " (values))) list)\n"
              "(for/fold () ((i 3)) #:break (= i 1) (displayln i) (values))")
    assert run(source) == "2\n1\n0\n7\n(0 0)(0 1)(1 0)(1 1)'()\n0\n"


def test_a_loop_of_no_accumulators_whose_body_gives_a_value_is_an_arity_error():
    assert run("(for/fold () ((i 3)) 1)") == (
        "ERROR: result arity mismatch;\n expected number of values not received\n  expected: 0\n"
        "  received: 1\n  in: local-binding form\n  arguments...:\n   1")
