"""letrec-values inside a procedure is lowered to internal define-values (forms.py): every
id is visible in every expression, a use before initialization and a wrong number of
values are Racket's errors, and the body is a definition context."""
from __future__ import annotations

import contextlib
import io
import shutil
import subprocess

import pytest

from minischeme.cli import main

PROGRAM = """#lang racket
(define (f n)
  (letrec-values ([(ev? od?) (values (lambda (k) (if (= k 0) #t (od? (- k 1))))
                                     (lambda (k) (if (= k 0) #f (ev? (- k 1)))))]
                  [(a b) (values 1 2)])
    (define c 3)
    (list (ev? n) (od? n) a b c)))
(f 10)
(f 7)
(define (g) (letrec-values ([(x) (values y)] [(y) (values 1)]) x))
(with-handlers ([exn:fail? exn-message]) (g))
(define (h) (letrec-values ([(x y) (values 1)]) x))
(with-handlers ([exn:fail? exn-message]) (h))
(define (k) (letrec-values () 5))
(k)
"""
# what racket 8.7 prints for PROGRAM (test_racket_prints_the_same checks it again)
EXPECTED = ("'(#t #f 1 2 3)\n'(#f #t 1 2 3)\n"
            '"y: undefined;\\n cannot use before initialization"\n'
            '"result arity mismatch;\\n expected number of values not received\\n  expected: 2\\n'
            '  received: 1\\n  in: local-binding form\\n  arguments...:\\n   1"\n5\n')


def test_letrec_values_in_a_procedure_answers_as_racket_does(tmp_path):
    path = tmp_path / "lv.rkt"
    path.write_text(PROGRAM)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["run", str(path)]) == 0
    assert out.getvalue() == EXPECTED


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
def test_racket_prints_the_same(tmp_path):
    path = tmp_path / "lv.rkt"
    path.write_text(PROGRAM)
    done = subprocess.run(["racket", str(path)], capture_output=True, text=True, timeout=120)
    assert done.stdout == EXPECTED, done.stderr
