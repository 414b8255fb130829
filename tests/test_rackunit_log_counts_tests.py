"""rackunit/log: `test-log` is (failures . total) of the checks and tests run so far (a
top-level check, each test of `run-tests`, each `test-log!`), with `#:display?` its
summary and `#:exit?` exit 1 after a failure; `test-log-enabled?` #f counts nothing. A
course's extras.rkt (Northeastern's PDP) prints its "All tests passed (N tests)." from it."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

HEAD = "#lang racket\n(require rackunit rackunit/log rackunit/text-ui)\n"
CASES = {
    "checks_and_test_log_bang": (
        "(test-log)\n(check-equal? 1 1)\n(check-equal? 1 2)\n(test-log)\n(test-log! #t)\n"
        "(test-log! #f)\n(test-log! 5)\n(test-log)\n",
        ("'(0 . 0)\n'(1 . 2)\n'(2 . 5)\n", 0, "--------------------")),
    "disabled": (
        "(parameterize ([test-log-enabled? #f]) (test-log! #f) (check-equal? 1 2))\n(test-log)\n",
        ("'(0 . 0)\n", 0, "--------------------")),
    "run_tests_counts_each_test": (
        "(define s (test-suite \"s\" (test-case \"a\" (check-equal? 1 2)) (test-case \"b\" (check-equal? 1 1))))\n"
        "(void (run-tests s 'quiet))\n(test-log)\n(void (run-test s))\n(test-log)\n",
        ("'(1 . 2)\n'(1 . 2)\n", 0, "")),
    "display_all_passed": ("(check-true #t)\n(check-true #t)\n(test-log #:display? #t)\n",
                           ("2 tests passed\n'(0 . 2)\n", 0, "")),
    "display_and_exit_on_failure": (
        "(check-true #f)\n(check-true #t)\n(test-log #:display? #t #:exit? #t)\n(display \"not reached\")\n",
        ("", 1, "--------------------")),
    "nothing_displayed_without_tests": ("(test-log #:display? #t #:exit? #t)\n", ("'(0 . 0)\n", 0, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_answers(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert minischeme_run({"main.rkt": HEAD + program}, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert racket_run({"main.rkt": HEAD + program}, tmp_path, "main.rkt") == expected
