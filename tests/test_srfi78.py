"""srfi/78: check prints each check as srfi/78 does and check-report sums them up
(tests/differential/srfi78.* checks against Racket); rackunit's check is unaffected."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.primitives import srfi_78


def run(text: str, lang: str = "racket") -> str:
    srfi_78.reset()
    it = Interpreter(lang)
    with capture_output() as port:
        outcome = it.load_text(f"#lang {lang}\n" + text, "t.rkt", lambda v: None)
    assert outcome.error is None, outcome.error
    return port.getvalue()


def test_check_reports_each_result_and_the_report_counts():
    out = run("(require srfi/78) (check (+ 1 2) => 3) (check (+ 1 2) => 4) (check-report)")
    assert out == ("\n(+ 1 2)\n => 3\n ; correct\n"
                   "\n(+ 1 2)\n => 3\n ; *** failed ***\n ; expected result: 4\n\n"
                   "\n; *** checks *** : 1 correct, 1 failed. First failed example:\n"
                   "\n(+ 1 2)\n => 3\n ; *** failed ***\n ; expected result: 4\n\n")


def test_works_in_simply_scheme_files():
    out = run("(require srfi/78) (check (se 'a 'b) => '(a b)) (check-report)", "simply-scheme")
    assert out.endswith("; *** checks *** : 1 correct, 0 failed.\n")


def test_rackunit_check_still_means_rackunits():
    out = run("(require rackunit) (check = 1 1)")
    assert out == ""
