"""set-member? of a hash set is written in place in generated code: the element's image
(a fixnum or symbol itself, a character's image, a pair of fixnums' 2-tuple, a string's
characters) looked up in the set's dict, the primitive only for anything else (a list used
as a set, a set whose dict a newer version holds, a non-set: its error). Issue 29, part 30;
Racket's answers are tests/differential/fresh15_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps  # noqa: E402


def test_no_call_on_the_usual_path() -> None:
    source = generated_source("#lang racket\n(define (f s x) (if (set-member? s x) 1 2))\n")
    assert "v2_s.__class__ is _RSet and v2_s.table._table is not None" in source, source
    assert "(v3_x.car, v3_x.cdr) in v2_s.table._table" in source, source


def test_a_rebound_name_is_a_call() -> None:
    source = generated_source("#lang racket\n(define (f set-member? s x) (set-member? s x))\n")
    assert "_RSet" not in source, source


PROGRAM = """
(define (walk n)
  (let loop ([seen (set (cons 0 0))] [k 0] [hits 0])
    (if (= k n) (list (set-count seen) hits)
        (let ([p (cons (modulo (* k 7) 13) (modulo k 5))])
          (loop (set-add seen p) (add1 k)
                (+ hits (if (set-member? seen p) 1 0) (if (set-member? seen k) 1 0)
                   (if (set-member? (list k) k) 1 0)))))))
(define s0 (set #\\a "b" 'c 4))
(list (walk 300) (for/list ([x (list #\\a #\\z "b" (string #\\b) 'c 4 4.0 (cons 1 2))]) (set-member? s0 x)))
"""


def test_the_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None
    assert out_p == out_c == "'((65 536) (#t #f #t #t #t #t #f #f))\n"
    assert steps_p == steps_c      # (the answer is racket's)
