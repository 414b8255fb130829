"""Racket expands every submodule with its module, whether it runs or not: a `(module name
lang ...)` declaration where the expansion meets it (an unknown require in it stops the
program), and the files a `module+ test` requires (their read errors stop it, although
`racket FILE` never runs the test submodule). Two sweep-11 programs ran silently where
Racket stopped: a test file requiring a solution with a mismatched bracket, and a
submodule requiring `'box` (a sibling, which only `(submod ".." box)` names). Nothing
of such a submodule runs. Answers recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

CASES = {
    "test_submodule_requires_a_file_that_does_not_read": (
        {"main.rkt": "#lang racket\n(displayln 1)\n(module+ test\n  (require rackunit \"sol.rkt\")\n"
                     "  (check-equal? (f 1) 2))\n",
         "sol.rkt": "#lang racket\n(provide f)\n(define (f x) (+ x 1]\n"},
        ("", 1, "sol.rkt:3:20: read-syntax: expected `)` to close preceding `(`, found instead `]`")),
    "test_submodule_requires_a_good_file_not_run": (
        {"main.rkt": "#lang racket\n(displayln 1)\n(module+ test\n  (require \"sol.rkt\")\n"
                     "  (displayln (f 1)))\n",
         "sol.rkt": "#lang racket\n(provide f)\n(displayln \"loaded\")\n(define (f x) (+ x 1))\n"},
        ("1\n", 0, "")),
    "unrequired_submodule_requires_an_undeclared_name": (
        "#lang racket\n(module box racket/base (provide b) (define b (box 0)))\n"
        "(module user racket/base (require 'box) (displayln (unbox b)))\n(displayln 'main)\n",
        ("", 1, "require: unknown module")),
    "unrequired_submodule_with_a_sibling_by_its_path_does_not_run": (
        "#lang racket\n(module box racket/base (provide b) (define b (box 0)))\n"
        "(module user racket/base (require (submod \"..\" box)) (displayln (unbox b)))\n"
        "(displayln 'main)\n",
        ("main\n", 0, "")),
    "required_submodule_runs_once": (
        "#lang racket\n(module m racket/base (provide x) (displayln \"m runs\") (define x 5))\n"
        "(require 'm)\n(displayln x)\n",
        ("m runs\n5\n", 0, "")),
}

test_minischeme, test_racket = case_tests(CASES)
