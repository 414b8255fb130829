"""Module-level `define` and `define-values` (and the `struct` that lowers into one) go
through the expander: each is a DefineGlobal of the IR (``Builder.module_definition``),
run by the closure back end, its value translated like any expression (a lambda named
for its variable, a loop or `match` as a procedure of its own translated to Python).

Expected answers recorded from Racket 8.7 (`racket` on each program as a `#lang racket`
module; the errors' `context...:` lines and the module's path aside).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_match import run  # noqa: E402

from minischeme.expansion.syntax import SPECIAL_FORMS  # noqa: E402
from minischeme.values.data import sym  # noqa: E402

CASES = [
    ("(define x 1) (define (f n) (if (= n 0) 'done (f (- n 1)))) (f 1000000) x", "'done\n1"),
    ("(define-values (a b) (values 1 2)) (list a b)", "'(1 2)"),
    ("(define-values (a b) (values 1))",
     "ERROR: define-values: result arity mismatch;\n expected number of values not received\n"
     "  expected: 2\n  received: 1\n  in: definition of a ...\n  arguments...:\n   1"),
    ("(define-values () 1)",
     "ERROR: define-values: result arity mismatch;\n expected number of values not received\n"
     "  expected: 0\n  received: 1\n  arguments...:\n   1"),
    ("(define-values () (values)) 'none", "'none"),
    ("(define p (delay 5)) p (force p) p", "#<promise:p>\n5\n#<promise!5>"),
    ("(define h (case-lambda [(a) a] [(a b) b])) h (h 1 2)", "#<procedure:h>\n2"),
    ("(struct pt (x y)) (pt-y (pt 1 2))", "2"),
    ("(define l (for/list ([i 3]) (* i i))) l", "'(0 1 4)"),
    ("(define car 5) car", "5"),
    ("(define x (values 1 2))",
     "ERROR: result arity mismatch;\n expected number of values not received\n"
     "  expected: 1\n  received: 2"),
    ("(define g (lambda (a) a)) g", "#<procedure:g>"),
    ("(define-values (s c) (for/fold ([s 0] [c 0]) ([i 5]) (values (+ s i) (add1 c))))"
     " (list s c)", "'(10 5)"),
    ("(define y (+ z 1)) (define z 2)",
     'ERROR: z: undefined;\n cannot reference an identifier before its definition\n'
     '  in module: "t.rkt"'),
]


def answer(program: str) -> str:
    """What ``program`` prints, the module named by its file name alone, as recorded."""
    return re.sub(r'in module: ".*t\.rkt"', 'in module: "t.rkt"', run(program))


@pytest.fixture
def no_definition_compilers(monkeypatch):
    """The S-expression compilers of `define` and `define-values` fail if they run."""
    for name in ("define", "define-values"):
        def refuse(c, x, blk, tail, loc, name=name):
            raise AssertionError(f"the S-expression compiler of {name} ran")
        monkeypatch.setitem(SPECIAL_FORMS, sym(name), refuse)


@pytest.mark.parametrize("program, want", CASES)
def test_module_level_definition_runs_as_in_racket(program, want):
    assert answer(program) == want


@pytest.mark.parametrize("program, want", CASES)
def test_module_level_definition_is_the_expanders(program, want, no_definition_compilers):
    assert answer(program) == want
