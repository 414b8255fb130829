"""Escape attempts: each is refused with a clear message, and the session goes on."""
import pytest

from minischeme.interpreter import Interpreter

DENIED = "not available in minischeme: programs run without access to files"


@pytest.mark.parametrize("attempt", [
    '(open-input-file "/etc/passwd")',
    '(call-with-output-file "/tmp/x" (lambda (p) 1))',
    '(with-output-to-file "x" (lambda () 1))',
    "(current-directory)",
    '(getenv "HOME")',
    "(eval '(+ 1 2))",
    "(current-namespace)",
    "(dynamic-require 'racket/system 'system)",
    '(begin (require racket/system) (system "ls"))',
    '(begin (require racket/file) (file->string "/etc/passwd"))',
])
def test_escape_attempt_is_refused_with_a_clear_message(attempt):
    interp = Interpreter()
    outcome = interp.eval_string(attempt)[-1]
    assert DENIED in outcome.error
    assert interp.eval_string("(+ 1 2)")[0].value == 3


def test_a_file_that_mentions_file_procedures_still_loads():
    interp = Interpreter()
    text = '#lang racket\n(define (save x) (with-output-to-file "out.txt" (lambda () (display x))))\n(+ 1 1)\n'
    shown = []
    outcome = interp.load_text(text, "s.rkt", on_value=shown.append)
    assert outcome.error is None and shown == [2]


@pytest.mark.parametrize("attempt", ["(require ffi/unsafe)", "(require racket/unsafe/ops)"])
def test_unsafe_modules_are_unknown(attempt):
    [outcome] = Interpreter().eval_string(attempt)
    assert "require: unknown module" in outcome.error


def test_exit_ends_only_the_program_with_its_code():
    [outcome] = Interpreter().eval_string("(exit 3)")
    assert outcome.exit_code == 3 and outcome.error is None


def test_procedures_expose_no_python_internals():
    interp = Interpreter()
    for probe in ["(object-name car)", "(procedure-arity car)", "(struct->vector car)"]:
        [o] = interp.eval_string(probe)
        assert o.error is None or "internal error" not in o.error
