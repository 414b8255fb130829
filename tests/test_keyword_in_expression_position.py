"""A keyword is no expression: Racket rejects, before running anything, a module with a
keyword where an expression goes (`#%datum: keyword misused as an expression`) or with a
keyword argument missing its expression (`application: missing argument expression after
keyword`). We used to evaluate such a keyword to itself.

Every case is a `#lang racket` program with what Racket 8.7 prints for it, re-checked by
`test_racket_agrees` when `racket` is installed.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_match import assert_racket_agrees, case_id, requires_racket, run  # noqa: E402

MISUSED = "ERROR: #%datum: keyword misused as an expression\n  at: "

CASES = [
    ("(display 1)\n#:foo", MISUSED + "#:foo"),
    ("(display 1)\n(if #:a 1 2)", MISUSED + "#:a"),
    ("(let ([x #:a]) x)", MISUSED + "#:a"),
    ("(#:foo 1)", MISUSED + "#:foo"),
    ("(list #:a #:b 1)", MISUSED + "#:b"),
    ("(define (f) (begin #:foo 1))\n(f)", MISUSED + "#:foo"),
    ("(define (f) (for/list ([i 3]) #:unless (odd? i) i))\n(f)", MISUSED + "#:unless"),
    ("(for/fold ([acc '()]) ([i 6]) #:break (= i 4) #:unless (odd? i) (cons i acc))",
     MISUSED + "#:unless"),
    ("(display 1)\n(list 1 #:foo)",
     "ERROR: application: missing argument expression after keyword\n  at: #:foo\n"
     "  in: (#%app list 1 #:foo)"),
    ("(define (g x) (g 1 #:foo))\n1",
     "ERROR: application: missing argument expression after keyword\n  at: #:foo\n"
     "  in: (#%app g 1 #:foo)"),
    ("((lambda (x) x) 1 #:foo)",
     "ERROR: application: missing argument expression after keyword\n  at: #:foo\n"
     "  in: (#%app (lambda (x) x) 1 #:foo)"),
    # keyword arguments themselves are still arguments
    ("(define (f x #:k [k 1]) (list x k))\n(f 0)\n(f 0 #:k 5)\n(f #:k 6 0)",
     "'(0 1)\n'(0 5)\n'(0 6)"),
    ("(sort (list 3 1 2) < #:key -)", "'(3 2 1)"),
    ("(define (g x) x)\n(display (g 1))\n(g 1 #:foo 2)",
     "1ERROR: application: procedure does not accept keyword arguments\n  procedure: g\n"
     "  arguments...:\n   1\n   #:foo 2"),
    ("'#:foo", "'#:foo"),
    ("(keyword? '#:foo)", "#t"),
]


@pytest.mark.parametrize("source, expected", CASES, ids=[case_id(s) for s, _ in CASES])
def test_keyword_in_expression_position(source: str, expected: str) -> None:
    assert run(source) == expected


def test_a_keyword_misused_in_a_module_stops_it_before_anything_runs() -> None:
    # compile-time, as in Racket: the display before it never runs
    assert run("(display \"ran\")\n(define (f) #:k)") == MISUSED + "#:k"


@requires_racket
def test_racket_agrees() -> None:
    assert_racket_agrees(CASES)
