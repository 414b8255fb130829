"""A module-level variable that is surely defined when code runs (Compiler.defined_before:
it holds a value when the code is compiled, or a form of the module before this one
defines it) is read and `set!` by generated code with no test that it is defined; code
compiled before the definition keeps the test and Racket's errors, and a redefinition at
the REPL still takes effect."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.back_end_runs import generated_function, generated_source, run_counting_steps

REPO = Path(__file__).resolve().parent.parent

SRC = """#lang racket
(define (setearly v) (set! late v))
(define (readearly) late)
(define late 0)
(define items (list 1 2 3))
(define (setlate v) (set! late v))
(define (readlate) (length items))
(setlate 1) (readlate) (setearly 2) (readearly)
"""


def test_code_compiled_after_the_definition_tests_nothing() -> None:
    code = generated_source(SRC)
    assert "_set_undefined" not in generated_function(code, "setlate")
    assert "_undefined" not in generated_function(code, "readlate")


def test_code_compiled_before_the_definition_keeps_the_test() -> None:
    code = generated_source(SRC)
    assert "_set_undefined" in generated_function(code, "setearly")
    assert "_undefined" in generated_function(code, "readearly")


def test_racket_errors_before_the_definition_and_the_same_steps() -> None:
    src = """(define (set-early v) (set! late v))
(define (read-early) late)
(define (msg thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
(msg (lambda () (set-early 1)))
(msg read-early)
(define late 0)
(define (bump n) (for ([i (in-range n)]) (set! late (+ late i))) late)
(bump 10)
(set-early 3)
(read-early)
"""
    fast = run_counting_steps(src, True)
    assert fast[1] is None
    assert fast[0].splitlines() == [
        '"set!: assignment disallowed;\\n cannot set variable before its definition\\n'
        '  variable: late\\n  in module: top-level"',
        '"late: undefined;\\n cannot reference an identifier before its definition\\n'
        '  in module: top-level"',
        "45", "3"]
    assert fast == run_counting_steps(src, False)


def test_transformer_code_keeps_the_test() -> None:
    """Code compiled while a form is being expanded (a procedural macro's) runs before
    any of the module's forms: a variable defined above it is not yet defined."""
    src = """#lang racket
(define late 0)
(define-syntax (m stx) (set! late 1) #'late)
(m)
"""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    path = REPO / "tests" / "_defined_before_transformer.rkt"
    path.write_text(src)
    try:
        out = subprocess.run([sys.executable, "-m", "minischeme", "run", str(path)],
                             capture_output=True, text=True, timeout=60, cwd=REPO, env=env)
    finally:
        path.unlink()
    assert "Traceback" not in out.stderr
    assert "cannot set variable before its definition" in out.stderr + out.stdout


def test_a_redefinition_at_the_repl_takes_effect() -> None:
    text = ("(define (f) x)\n(f)\n(define x 1)\n(define (h) x)\n(define (k v) (set! x v))\n"
            "(k 5)\n(h)\n(define x 2)\n(h)\n(f)\n")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    out = subprocess.run([sys.executable, "-m", "minischeme"], input=text, capture_output=True,
                         text=True, timeout=60, cwd=REPO, env=env)
    lines = [line for line in out.stdout.splitlines()[1:] if line.strip("> ")]
    assert "x: undefined" in out.stdout + out.stderr
    assert [line.strip("> ") for line in lines][-3:] == ["5", "2", "2"]
