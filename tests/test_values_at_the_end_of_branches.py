"""The values a define-values or let-values binds are a Python list made at once also when
`(values ...)` ends a branch, a `let` or a `begin` of the expression (match-define's
`(match v [(cons a b) (values a b)] ...)`), not a MultipleValues made and taken apart
(codegen.Emitter.values_sequence; issue 29, part 31). A branch ending in anything else is
checked as before: Racket's arity errors. Racket's answers are
tests/differential/fresh16_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_function, generated_source, run_counting_steps, run_module  # noqa: E402


def test_match_define_makes_no_multiple_values() -> None:
    code = generated_source("#lang racket\n(define (f s) (match-define (cons a b) s) (+ a b))\n(f (cons 1 2))\n")
    body = generated_function(code, "f")
    assert "= [v" in body, body
    # only the no-match branch (the error) is checked for values
    assert body.count("_values_of(") == 1, body


def test_a_branch_of_another_value_is_checked() -> None:
    code = generated_source("#lang racket\n(define (f c) (define-values (a b) (if c (values 1 2) (g c))) (list a b))\n"
                            "(define (g c) (values c c))\n(f 1)\n")
    body = generated_function(code, "f")
    assert "[1, 2]" in body and "_values_of(2, " in body, body


@pytest.mark.parametrize("src, expected", [
    ("(define (f c) (define-values (a b) (if c (values 1 2) (values 3 4))) (list a b))\n(f #t)\n(f #f)",
     "'(1 2)\n'(3 4)\n"),
    ("(define (f v) (match-define (cons a b) v) (list a b))\n(f '(1 . 2))", "'(1 2)\n"),
    ("(define (f c) (let-values ([(a b) (cond [c (let ([x 5]) (values x 6))] [else (values 'e 'f)])]) (list a b)))\n(f 1)\n(f #f)",
     "'(5 6)\n'(e f)\n"),
])
def test_both_back_ends_print_and_count_alike(src: str, expected: str) -> None:
    fast = run_counting_steps(src, True)
    assert fast[:2] == (expected, None)
    assert fast == run_counting_steps(src, False)


def test_a_wrong_count_in_a_branch_is_rackets_error() -> None:
    out = run_module("(define (f c) (define-values (a b) (if c (values 1 2) (values 1))) (list a b))\n(f #t)\n(f #f)")
    assert out.startswith("'(1 2)\nERROR: ") and "result arity mismatch;" in out and "expected: 2\n  received: 1" in out, out
    out = run_module("(define (f v) (match-define (cons a b) v) a)\n(f 5)")
    assert "match-define: no matching clause for 5" in out, out


def test_values_returned_are_the_tail_call_made_at_once() -> None:
    code = generated_source("#lang racket\n(define (f a b) (values (+ a 1) b))\n(define (g) (values))\n(f 1 2)\n(g)\n")
    assert "return _MT(_VALUES, [" in generated_function(code, "f")
    assert "return _MT(_VALUES, [])" in generated_function(code, "g")


def test_values_returned_in_both_back_ends() -> None:
    src = ("(define (f a b) (values (+ a 1) b))\n(define (g) (values))\n"
           "(call-with-values (lambda () (f 1 2)) list)\n(call-with-values g list)\n"
           "(let-values ([(x y) (f 5 6)]) (* x y))")
    fast = run_counting_steps(src, True)
    assert fast[:2] == ("'(2 2)\n'()\n36\n", None)
    assert fast == run_counting_steps(src, False)
    out = run_module("(define (f a b) (values a b))\n(+ 1 (f 1 2))")
    assert "result arity mismatch;" in out and "expected: 1\n  received: 2" in out, out
