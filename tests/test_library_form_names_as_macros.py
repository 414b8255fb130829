"""A macro named like a form of a library the module did not require is that macro: a
course's `chez-init.rkt` defines and provides its own `define-datatype` and `cases`
(syntax-rules) in plain `racket`, where eopl's forms of those names are not bound. They
were 'define-datatype: unbound identifier' in the requiring module (a fresh public
program, tests/corpus_round14/csse304-a11a-datatypes). Without such a macro the name stays
unbound, as in Racket.

Expected texts are Racket 8.7's (`racket main.rkt` in a folder holding these files),
asked while writing these tests; both back ends (MINISCHEME_CODEGEN=0: the closure one).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

LIB = """#lang racket
(provide define-datatype cases my-mac)
(define-syntax define-datatype
  (syntax-rules () [(_ name (variant field) ...) (begin (define (variant field) (list 'variant field)) ...)]))
(define-syntax cases
  (syntax-rules (else) [(_ e [else r]) (list 'cases e r)]))
(define-syntax my-mac (syntax-rules () [(_ x) (list 'my x)]))
"""

PROGRAMS = {
    "required": ("""#lang racket
(require "lib.rkt")
(my-mac 1)
(define-datatype shape (circle r) (square s))
(circle 2)
(square 3)
(cases 5 [else 'whatever])
""", "'(my 1)\n'(circle 2)\n'(square 3)\n'(cases 5 whatever)\n", ""),
    "defined_here": ("""#lang racket
(define-syntax cases (syntax-rules () [(_ x) (* x 2)]))
(cases 21)
(define-syntax define-datatype (syntax-rules () [(_ n) (define n 'dt)]))
(define-datatype t)
t
""", "42\n'dt\n", ""),
    "unbound_without_one": ("""#lang racket
(cases 1)
""", "", "main.rkt:2:1: cases: unbound identifier"),
}


@pytest.mark.parametrize("codegen", ["1", "0"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_a_macro_is_the_form_of_its_name(tmp_path, name, codegen):
    source, stdout, stderr_first = PROGRAMS[name]
    (tmp_path / "lib.rkt").write_text(LIB)
    (tmp_path / "main.rkt").write_text(source)
    env = dict(os.environ, PYTHONPATH=str(REPO), MINISCHEME_CODEGEN=codegen)
    r = subprocess.run([sys.executable, "-m", "minischeme", "run", "main.rkt"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120, env=env)
    assert r.stdout == stdout
    assert (r.stderr.splitlines() or [""])[0] == stderr_first
