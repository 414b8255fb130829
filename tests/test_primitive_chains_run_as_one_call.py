"""`(list->string (reverse (string->list s)))`, the palindrome test of so many programs, and
its two halves `(reverse (string->list s))` and `(list->string (reverse lst))`, are one
call in the generated code, with no list made in between; so are `(floor (/ a b))`,
`ceiling`, `truncate`, `round` and `exact->inexact` of a quotient, with no fraction made in
between (compilation/fused_calls.py, issue 29). Racket's answers at the edges are tests/differential/fused_calls; here, which
chains the generated code writes as one call, that the steps counted are the closure back
end's (which makes the chain as written), and the errors."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps, run_module  # noqa: E402


def _source(body: str) -> str:
    return generated_source(f"#lang racket\n(define (f s) {body})\n")


@pytest.mark.parametrize("body, fused", [
    ("(list->string (reverse (string->list s)))", "_reversed_string"),
    ("(reverse (string->list s))", "_reversed_chars"),
    ("(list->string (reverse s))", "_string_of_reversed"),
    ("(floor (/ s 2))", "_floor_of_quotient"),
    ("(ceiling (/ s 2))", "_ceiling_of_quotient"),
    ("(truncate (/ s 2))", "_truncate_of_quotient"),
    ("(round (/ s 2))", "_round_of_quotient"),
    ("(exact->inexact (/ s 2))", "_inexact_quotient"),
    ("(integer? (/ s 2))", "_whole_quotient_p"),
    ("(string->number (string s))", "_number_of_char"),
])
def test_the_chain_is_one_call(body: str, fused: str) -> None:
    source = _source(body)
    assert f"= {fused}" in source, source
    assert "reverse" not in source.replace(fused, "") and "divide" not in source, source


@pytest.mark.parametrize("body", [
    # a variable that may be rebound, or another primitive in the chain: as written
    "(let ([reverse (lambda (l) l)]) (list->string (reverse (string->list s))))",
    "(list->string (cdr (string->list s)))",
    "(string->list (list->string (cdr s)))",
    "(floor (/ s 2 3))",
    "(round (/ s))",
    "(let ([/ -]) (floor (/ s 2)))",
    "(string->number (string s s))",
    "(string->number (string s) 16)",
])
def test_other_chains_are_written_as_before(body: str) -> None:
    source = _source(body)
    assert "_reversed_" not in source and "_string_of_reversed" not in source, source
    assert "_quotient" not in source and "_number_of_char" not in source, source


PROGRAM = """
(define (pal? n) (let ([s (number->string n)]) (string=? s (list->string (reverse (string->list s))))))
(define (rev l) (list->string (reverse l)))
(define (chars s) (reverse (string->list s)))
(list (for/sum ([i (in-range 1 3000)] #:when (pal? i)) i)
      (for/sum ([i (in-range -50 50)]) (+ (floor (/ i 3)) (round (/ i 4)) (ceiling (/ i 7)) (truncate (/ i 6))))
      (for/sum ([i (in-range 1 50)]) (exact->inexact (/ i 7)))
      (for/list ([k (in-range 1 40)] #:when (integer? (/ 36 k))) k)
      (rev (chars "a longer string, to charge some work"))
      (length (chars (make-string 100 #\\z)))
      (for/list ([c (in-string "0123456789a.+-#\u0663\u00bd e")]) (string->number (string c))))
"""


def test_the_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None
    assert out_p == out_c
    assert steps_p == steps_c
    # Racket's digits: 0-9 only (not the Arabic-Indic three, not a fraction character)
    assert "(0 1 2 3 4 5 6 7 8 9 #f #f #f #f #f #f #f #f #f)" in out_p


@pytest.mark.parametrize("call, message", [
    ("(f 'abc)", "string->list: contract violation\n  expected: string?\n  given: 'abc"),
    ("(g '(1 #\\a))", "list->string: contract violation\n  expected: char?\n  given: 1"),
    ("(g '(#\\a . #\\b))", "reverse: contract violation\n  expected: list?\n  given: '(#\\a . #\\b)"),
    ("(h 5)", "string: contract violation\n  expected: char?\n  given: 5"),
    ("(display (h #\\7))", "7"),
])
def test_the_errors_are_the_first_primitives_to_fail(call: str, message: str) -> None:
    out = run_module("(define (f s) (list->string (reverse (string->list s))))\n"
                     "(define (g l) (list->string (reverse l)))\n"
                     "(define (h c) (string->number (string c)))\n"
                     f"(with-handlers ([exn:fail? (lambda (e) (display (exn-message e)))]) {call})\n")
    assert out == message


@pytest.mark.parametrize("a", range(-13, 14))
@pytest.mark.parametrize("b", [-4, -3, -2, -1, 1, 2, 3, 4, 10])
def test_a_rounded_quotient_is_the_fractions(a: int, b: int) -> None:
    """The integer arithmetic against Python's Fraction (round: half to even, as Racket)."""
    from fractions import Fraction
    import math
    from minischeme.compilation import fused_calls as F
    q = Fraction(a, b)
    assert F.floor_of_quotient(a, b) == math.floor(q)
    assert F.ceiling_of_quotient(a, b) == math.ceil(q)
    assert F.truncate_of_quotient(a, b) == math.trunc(q)
    assert F.round_of_quotient(a, b) == round(q)
    assert F.inexact_quotient(a, b) == float(q)
    assert F.whole_quotient_p(a, b) is (q.denominator == 1)
