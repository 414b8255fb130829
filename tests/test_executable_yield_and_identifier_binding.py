"""Two things a course's test library (zenspider/schemers' lib/test.rkt) does at its top,
as Racket 8.7 does them: `executable-yield-handler` is called with the exit status (0, or
1 after an uncaught error) when `minischeme run` has run the main module, so
`(executable-yield-handler (lambda (_) (test-log #:exit? #t)))` makes failed checks the
exit status; `identifier-binding` in a transformer tells a name the module binds (defined
before, imported, a macro, a core form) from one it does not (#f; a use at the
module's top is expanded before the definitions after it are known, as in Racket)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from test_match import run

REPO = Path(__file__).resolve().parent.parent


def run_file(tmp_path: Path, text: str) -> tuple[str, str, int]:
    """`minischeme run` of a file holding ``text``: its stdout, stderr and exit status."""
    f = tmp_path / "prog.rkt"
    f.write_text(text)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    r = subprocess.run([sys.executable, "-m", "minischeme", "run", str(f)], cwd=tmp_path,
                       capture_output=True, text=True, env=env, timeout=120)
    return r.stdout, r.stderr, r.returncode


def test_the_yield_handler_gets_the_exit_status_after_the_main_submodule(tmp_path):
    out, _, code = run_file(tmp_path, '#lang racket/base\n'
                            '(executable-yield-handler (lambda (s) (printf "yield ~s\\n" s)))\n'
                            '(display "body\\n")\n(module+ main (display "main\\n"))\n')
    assert (out, code) == ("body\nmain\nyield 0\n", 0)


def test_the_yield_handler_is_called_after_an_error_with_1(tmp_path):
    out, err, code = run_file(tmp_path, '#lang racket/base\n'
                              '(executable-yield-handler (lambda (s) (printf "yield ~s\\n" s)))\n'
                              '(car 1)\n')
    assert (out, code) == ("yield 1\n", 1)
    assert err.startswith("car: contract violation")


def test_test_log_in_the_yield_handler_makes_failures_the_exit_status(tmp_path):
    source = ('#lang racket\n(require rackunit rackunit/log)\n'
              '(executable-yield-handler (lambda (_) (test-log #:exit? #t)))\n'
              '(check-equal? 1 CHECKED)\n(displayln "end")\n')
    out, _, code = run_file(tmp_path, source.replace("CHECKED", "2"))
    assert (out, code) == ("end\n", 1)
    out, _, code = run_file(tmp_path, source.replace("CHECKED", "1"))
    assert (out, code) == ("end\n", 0)


def test_the_yield_handler_must_take_one_argument():
    assert run("(executable-yield-handler 5)") == (
        "ERROR: executable-yield-handler: contract violation\n"
        "  expected: (procedure-arity-includes/c 1)\n  given: 5")


@pytest.mark.parametrize("name, bound", [("car", "#t"), ("mine", "#t"), ("nothing-here", "#f"),
                                         ("if", "#t"), ("bound?", "#t"), ("later", "#f")])
def test_identifier_binding_in_a_transformer(name, bound):
    assert run("(require (for-syntax racket/base))\n"
               "(define-syntax (bound? stx)\n"
               "  (syntax-case stx () [(_ id) (if (identifier-binding #'id) #'#t #'#f)]))\n"
               f"(define mine 1)\n(bound? {name})\n(define later 2)") == bound


def test_a_definition_made_only_when_the_name_is_unbound():
    assert run("(require (for-syntax racket/base))\n"
               "(define-syntax (define-me-maybe stx)\n"
               "  (syntax-case stx ()\n"
               "    [(_ name value) (if (identifier-binding #'name) #'(begin) #'(define name value))]))\n"
               "(define-me-maybe null 5)\n(define-me-maybe atom? 6)\n(list null atom?)") == "'(() 6)"
