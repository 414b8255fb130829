"""A `define`'s bad syntax is reported before an unbound name in an earlier expression:
Racket expands the heads of a module's (or a body's) forms first, to find its definitions,
and `define` is a macro whose syntax that step checks; expressions are expanded after.
(A student's file ending in an unfinished `(define drop-divisible)`, after a
`(check-equal? (drop-divisible 3))` of an unbound name, reported the name, where Racket
reports the `define`.)"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

_HEAD = '#lang racket\n(displayln "start")\n(foo 1)\n'

CASES = {
    "missing_expression": (_HEAD + "(define bar)\n",
                           "main.rkt:4:0: define: bad syntax (missing expression after identifier)"),
    "multiple_expressions": (_HEAD + "(define x 1 2)\n",
                             "main.rkt:4:0: define: bad syntax (multiple expressions after identifier)"),
    "no_body": (_HEAD + "(define (f))\n",
                "main.rkt:4:0: define: bad syntax (no expressions for procedure body)"),
    "bad_parameter": (_HEAD + "(define (f 1) 2)\n",
                      "main.rkt:4:11: define: not an identifier, identifier with default, "
                      "or keyword for procedure argument"),
    "duplicate_parameter": (_HEAD + "(define (f x x) 2)\n",
                            "main.rkt:4:13: define: duplicate argument identifier"),
    "not_a_name": (_HEAD + "(define 5 3)\n", "main.rkt:4:8: define: bad syntax"),
    "dotted": (_HEAD + "(define . x)\n", "main.rkt:4:0: define: bad syntax"),
    "in_a_body": ("#lang racket\n(define (h)\n  (foo 1)\n  (define y)\n  y)\n",
                  "main.rkt:4:2: define: bad syntax (missing expression after identifier)"),
    # an expression's own bad syntax is the expression's: found after the unbound name
    "inside_a_procedure": (_HEAD + "(define (g) (if))\n", "main.rkt:3:1: foo: unbound identifier"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_define_is_reported(name: str, tmp_path: Path) -> None:
    program, first_line = CASES[name]
    assert minischeme_run({"main.rkt": program}, tmp_path, "main.rkt") == ("", 1, first_line)


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, first_line = CASES[name]
    assert racket_run({"main.rkt": program}, tmp_path, "main.rkt") == ("", 1, first_line)
