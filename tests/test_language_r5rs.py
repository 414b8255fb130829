"""`#lang r5rs` and `(require r5rs)` run as in Racket 8.7: `#lang r5rs` prints no results
(its module begin is #%plain-module-begin) and its errors print values as racket does
(`given: '()`), mutable pairs in parentheses; `(require r5rs)` in a `#lang racket` module
makes `cons`, `list`, quoted data and rest arguments mutable pairs, printed as racket prints
them (`(mcons 1 (mcons 2 '()))`), while r5rs's own display and write show them in
parentheses and racket's displayln in curly braces.

Each case is a program (after its `#lang` line) and what `racket main.rkt` gave, recorded
with Racket 8.7 (r5rs is part of its distribution).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_whole, needs_racket_package, racket_run_without_locations  # noqa: E402

# name -> (program, (stdout, exit status, stderr))
CASES = {
    'r5rs_folds_the_case_of_symbols': (
        '#lang r5rs\n(DEFINE (F X) (* X 2))\n(Display (f 21))\n(newline)\n(display (QUOTE (A "B" #\\C)))\n(newline)\n(display (Quote #(X)))\n',
        ('42\n(a B C)\n#(x)', 0, '')),
    'r5rs_prints_no_results': (
        '#lang r5rs\n(list 1 2)\n(display (list 1 (list 2)))\n(newline)\n(write (cons 1 2))\n(newline)\n',
        ('(1 (2))\n(1 . 2)\n', 0, '')),
    'r5rs_errors_print_as_racket': (
        '#lang r5rs\n(display "x")\n(car \'())\n',
        ('x', 1, "mcar: contract violation\n  expected: mpair?\n  given: '()\n")),
    'require_r5rs_in_racket': (
        "#lang racket\n(require r5rs)\n(list 1 2)\n(display (list 1 2)) (newline)\n'(a b)\n(define (f . x) x)\n(f 1 2)\n(write (cons 1 2)) (newline)\n(displayln (list 1 (list 2)))\n(if #f #f)\n",
        ("(mcons 1 (mcons 2 '()))\n(1 2)\n(mcons 'a (mcons 'b '()))\n(mcons 1 (mcons 2 '()))\n(1 . 2)\n{1 {2}}\n", 0, '')),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_runs_it_as_racket_does(name: str, tmp_path: Path) -> None:
    program, answer = CASES[name]
    assert minischeme_run_whole({"main.rkt": program}, tmp_path, "main.rkt") == answer


@needs_racket_package("r5rs")
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_recorded_answer_is_racket_s(name: str, tmp_path: Path) -> None:
    program, answer = CASES[name]
    assert racket_run_without_locations({"main.rkt": program}, tmp_path, "main.rkt") == answer
