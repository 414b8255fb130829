"""equal? of two pairs of two fixnums each — a grid search's `(equal? pos goal)` — compares
their cars' and cdrs' values in generated code with no call (inliners._same with
``pairs``; issue 29, part 30); a float, a boolean, a longer list or anything else in
either pair is the primitive's. eq? and eqv? of pairs stay identity. Racket's answers are
tests/differential/fresh15_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps  # noqa: E402


def test_equal_compares_the_fields() -> None:
    source = generated_source("#lang racket\n(define (f a b) (if (equal? a b) 1 2))\n")
    assert "v2_a.car == v3_b.car and v2_a.cdr == v3_b.cdr if v2_a.__class__ is _Pair" in source, source


def test_eqv_does_not() -> None:
    source = generated_source("#lang racket\n(define (f a b) (if (eqv? a b) 1 2))\n")
    assert ".car ==" not in source, source


PROGRAM = """
(define cells (for*/list ([i 5] [j 5]) (cons i j)))
(list (for*/sum ([a cells] [b cells]) (if (equal? a b) 1 0))
      (for/list ([b (list (cons 1 2) (cons 1 2.0) (cons 1 #t) (list 1 2) 'x (cons (expt 2 70) 2))])
        (equal? (cons 1 2) b)))
"""


def test_the_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None and out_p == out_c and steps_p == steps_c
    assert out_p == "'(25 (#t #f #f #f #f #f))\n"
