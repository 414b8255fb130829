"""rackunit's `(test-suite name #:before thunk #:after thunk test ...)`: `before` runs as
the suite starts running, `after` when its tests are done (also after a failure or an
error, and under `run-test`), nested suites each with their own. Racket 8.7 printed the
recordings."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_whole, needs_racket, racket_run_whole  # noqa: E402

HEAD = "#lang racket\n(require rackunit rackunit/text-ui)\n"
SUITE = """(define s
  (test-suite "outer"
    #:before (lambda () (displayln "outer before"))
    #:after (lambda () (displayln "outer after"))
    (test-case "one" (displayln "in one") (check-equal? 1 1))
    (test-suite "inner"
      #:after (lambda () (displayln "inner after"))
      (test-case "two" (displayln "in two") (error 'boom "bad")))
    (test-suite "inner2" #:before (lambda () (displayln "inner2 before"))
      (test-case "three" (check-true #t)))))
(displayln "made")
"""
CASES = {
    "run_tests_quiet": (
        SUITE + "(run-tests s 'quiet)\n",
        ("made\nouter before\nin one\nin two\ninner after\ninner2 before\nouter after\n1\n", 0, "")),
    "run_test_results": (
        SUITE + "(map test-success? (run-test s))\n",
        ("made\nouter before\nin one\nin two\ninner after\ninner2 before\nouter after\n'(#t #f #t)\n", 0, "")),
    "before_only_and_summary": (
        "(run-tests (test-suite \"x\" #:before (lambda () (display \"Before\")) #:after (lambda () (display \"After\"))"
        " (test-case \"t\" (check-eq? 1 1))))\n",
        ("BeforeAfter1 success(es) 0 failure(s) 0 error(s) 1 test(s) run\n0\n", 0, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_answers(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert minischeme_run_whole({"main.rkt": HEAD + program}, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert racket_run_whole({"main.rkt": HEAD + program}, tmp_path, "main.rkt") == expected
