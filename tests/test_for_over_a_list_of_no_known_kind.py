"""A `for` clause over a sequence of no known kind (`[x lst]`, no `in-list`) given a list
whose pairs know they are one starts its iterator in place in generated code, with no call
of %for-iter (inliners: "%for-iter"; issue 29, part 30); anything else (an improper list,
a vector, a string, a count, a hash, a non-sequence) goes through the primitive, its
errors Racket's (tests/differential/fresh15_fast_paths)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps  # noqa: E402


def test_the_iterator_is_made_in_place() -> None:
    source = generated_source("#lang racket\n(define (f s) (for/list ([x s]) (add1 x)))\n")
    assert "iter(_l2p(v2_s)) if v2_s.__class__ is _Pair and v2_s.listp is True else" in source, source


PROGRAM = """
(define (f s) (for/sum ([x s]) x))
(list (f (range 1000)) (f (vector 1 2 3)) (f "") (f 10) (f (cons 1 (cons 2 '())))
      (for/list ([x (list 1 2 3)] [y '(a b)]) (cons x y))
      (with-handlers ([exn:fail? exn-message]) (f '(1 . 2))))
"""


def test_the_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None and out_p == out_c and steps_p == steps_c
    assert "499500 6 0 45 3" in out_p and "got something else: '(1 . 2)" in out_p
