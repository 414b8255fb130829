"""`(current-input-port port)`, `(current-output-port port)` and `(current-error-port port)`
set the parameter, as Racket's parameters are set: until the innermost parameterize of it
ends, or for the rest of the run at module level (a program feeding itself its input with
`(current-input-port (open-input-string text))` then reads from it). A grading run leaves
no such setting behind for the next submission."""
from __future__ import annotations

import pytest

from minischeme.grading.limits import run_limited
from minischeme.primitives.sandbox import _INPUTS
from minischeme.running.interpreter import Interpreter
from minischeme.values import ports
from program_runs import minischeme_prints, needs_racket, racket_prints

PROGRAM = r'''#lang racket
(current-input-port (open-input-string "hello\nworld\n"))
(read-line)
(define o (open-output-string))
(parameterize ([current-output-port (current-output-port)])
  (current-output-port o)
  (display "inside"))
(get-output-string o)
(with-output-to-string (lambda () (current-output-port (open-output-string)) (display "lost")))
(display "back\n")
(with-input-from-string "x y" (lambda () (current-input-port (open-input-string "z")) (read)))
(read-line)
(define e (open-output-string))
(parameterize ([current-error-port e]) (current-error-port (current-output-port)) (eprintf "to out\n"))
(get-output-string e)
(with-handlers ([exn:fail:contract? exn-message]) (current-output-port 5))
(with-handlers ([exn:fail:contract? exn-message]) (current-input-port (current-output-port)))
'''


def test_a_program_setting_its_ports_prints_what_racket_prints(tmp_path):
    assert minischeme_prints(PROGRAM, tmp_path) == (
        '"hello"\n"inside"\n""\nback\n\'z\n"world"\nto out\n""\n'
        '"current-output-port: contract violation\\n  expected: output-port?\\n  given: 5"\n'
        '"current-input-port: contract violation\\n  expected: input-port?\\n'
        '  given: #<output-port:stdout>"\n')


@needs_racket
def test_racket_prints_the_same(tmp_path):
    assert racket_prints(PROGRAM, tmp_path) == minischeme_prints(PROGRAM, tmp_path)


def test_a_run_leaves_no_port_setting_behind(tmp_path):
    """(`minischeme run` starts from the process's standard ports, made anew each run.)"""
    before = (list(_INPUTS), len(ports._outputs), len(ports._errors))
    minischeme_prints(PROGRAM, tmp_path)
    assert (list(_INPUTS), len(ports._outputs), len(ports._errors)) == before


def test_a_graded_run_leaves_no_port_setting_behind():
    interp = Interpreter()
    interp.eval_string("#lang racket")
    before = (list(_INPUTS), list(ports._outputs), list(ports._errors))
    limited = run_limited(lambda: interp.eval_string(
        '(current-input-port (open-input-string "x"))'
        '(current-output-port (open-output-string))'
        '(current-error-port (open-output-string))'
        '(display "gone")')[0], 10_000, 5.0, 1000)
    assert limited.outcome.error is None
    assert (list(_INPUTS), list(ports._outputs), list(ports._errors)) == before
