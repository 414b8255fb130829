"""The fast paths for a primitive's usual call on small data (issue 29, part 21) count the
steps the general path counts: under a step limit, a program taking the fast path and the
same program sent down the general path (a call with a keyword that changes nothing, or
data the fast path does not take) take the same number of steps, in both back ends."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import run_counting_steps  # noqa: E402

DATA = """(define l (string->list "hello world"))
(define s '(pear fig kiwi apple plum))
(define n (list 5 3 8 1 9 2 7 4 6 0 11))
(define h (make-hash))
(define (inc v) (+ v 1))
(define inc-or-zero (case-lambda [(v) (+ v 1)] [(v w) 0]))
(define (small? v) (< v 5))
(define small-or-not? (case-lambda [(v) (< v 5)] [(v w) #f]))
(define (close? a b) (< (abs (- a b)) 2))
(define close-or-not? (case-lambda [(a b) (< (abs (- a b)) 2)] [(a) #f]))
"""

# (fast path, the same work by the general path)
PAIRS = [
    ("(sort l char<?)", "(sort l char<? #:cache-keys? #f)"),
    ("(sort l char>?)", "(sort l char>? #:cache-keys? #f)"),
    ("(sort s symbol<?)", "(sort s symbol<? #:cache-keys? #f)"),
    ("(sort n <)", "(sort n < #:cache-keys? #f)"),
    ("(sort n (lambda (a b) (< a b)))", "(sort n (lambda (a b) (< a b)) #:cache-keys? #f)"),
    # a translated procedure of one argument called directly; a case-lambda the long way
    ("(begin (hash-update! h 'a inc 0) (hash-ref h 'a))",
     "(begin (hash-update! h 'a inc-or-zero 0) (hash-ref h 'a))"),
    # negate's and remove-duplicates' procedures called directly (part 23)
    ("(filter (negate small?) n)", "(filter (negate small-or-not?) n)"),
    ("(remove-duplicates n close?)", "(remove-duplicates n close-or-not?)"),
]


@pytest.mark.parametrize("generate", [True, False], ids=["python", "closures"])
@pytest.mark.parametrize("fast, general", PAIRS)
def test_the_fast_path_counts_the_general_paths_steps(fast: str, general: str,
                                                      generate: bool) -> None:
    out_f, err_f, steps_f = run_counting_steps(DATA + f"(for/last ([i 50]) {fast})", generate)
    out_g, err_g, steps_g = run_counting_steps(DATA + f"(for/last ([i 50]) {general})", generate)
    assert err_f is None and err_g is None
    assert out_f == out_g
    assert steps_f == steps_g
    # and the work is charged: more than the loop alone
    _, _, steps_loop = run_counting_steps(DATA + "(for/last ([i 50]) (void))", generate)
    assert steps_f > steps_loop
