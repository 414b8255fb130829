"""The forms a syntax error shows (`at:` and `in:`), as Racket 8.7 prints them: one written
in more than 256 characters (`error-print-width`) is cut to its first 253 and `...`; the
duplicate definition error shows `(define f (λ ...))` as the `(define-values (f) (lambda
...))` it expands to. Two sweep-11 programs (a memoized definition, a class) differed only
there. Answers recorded from Racket, checked again where racket is installed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import (minischeme_run_without_locations, needs_racket,  # noqa: E402
                          racket_run_without_locations)

LONG = " ".join(f"(+ {i} {i})" for i in range(40))

CASES = {
    "long_in_and_at": (
        f"#lang racket\n(let ([a 1] [a {LONG}]) 1)\n",
        "main.rkt:2:12: let: bad syntax (not an identifier and expression for a binding)\n"
        "  at: (a " + LONG[:250] + "...\n"
        "  in: (let ((a 1) (a " + LONG[:238] + "...\n"),
    "exactly_256_whole": (
        "#lang racket\n(let ([a 1] [(a) \"" + "x" * 232 + "\"]) 1)\n",
        "main.rkt:2:13: let: bad syntax (not an identifier)\n  at: (a)\n"
        "  in: (let ((a 1) ((a) \"" + "x" * 232 + "\")) 1)\n"),
    "257_cut": (
        "#lang racket\n(let ([a 1] [(a) \"" + "x" * 233 + "\"]) 1)\n",
        "main.rkt:2:13: let: bad syntax (not an identifier)\n  at: (a)\n"
        "  in: (let ((a 1) ((a) \"" + "x" * 233 + "\")...\n"),
    "define_of_a_lambda_shown_expanded": (
        "#lang racket\n(define f 1)\n(define f (λ (x) (λ (y) y)))\n",
        "main.rkt:3:8: module: identifier already defined\n  at: f\n"
        "  in: (define-values (f) (lambda (x) (λ (y) y)))\n"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_minischeme(name, tmp_path):
    program, stderr = CASES[name]
    assert minischeme_run_without_locations({"main.rkt": program}, tmp_path, "main.rkt") == \
        ("", 1, stderr)


@needs_racket
@pytest.mark.parametrize("name", list(CASES))
def test_racket(name, tmp_path):
    program, stderr = CASES[name]
    assert racket_run_without_locations({"main.rkt": program}, tmp_path, "main.rkt") == \
        ("", 1, stderr)
