"""`minischeme test FILE` on a teaching-language file runs its tests (check-expect and its
kin) and prints their report, as `raco test` runs the test submodule such a module has;
the tests count in the summary line. Run by `minischeme run`, as by `racket`, the same file
reports nothing. A check-error compares the message as the teaching language words it.
The report was recorded from `raco test` (Racket 8.7; its `context...:` lines, Racket's own
stack, left out) and is checked against it where racket is installed."""
from __future__ import annotations

import contextlib
import io
import shutil
import subprocess

import pytest

from minischeme.cli import main

PROGRAM = """#lang htdp/bsl
(define (double x) (* 2 x))
(check-expect (double 2) 4)
(check-expect (double 1) 3)
(check-expect (first 5) 3)
(check-error (+ 1 "a") "+: expects a number, given \\"a\\"")
(check-error (+ 1 "a") "+: contract violation")
(check-expect (triple 1) 3)
(check-expect (list 1 2) (list 1 2))
"""

REPORT = """Ran 7 tests.
4 of the 7 tests failed.
Check failures:
                     ┌───┐              ┌───┐
        Actual value │ 2 │ differs from │ 3 │, the expected value.
                     └───┘              └───┘
in student.rkt, line 4, column 0
                                                                                    ┌───┐
        check-expect encountered the following error instead of the expected value, │ 3 │.
                                                                                    └───┘
              first: expects a non-empty list; given: 5
in student.rkt, line 5, column 0
        check-error encountered the following error instead of the expected +: contract violation
              +: expects a number, given "a"
in student.rkt, line 7, column 0
                                                                                    ┌───┐
        check-expect encountered the following error instead of the expected value, │ 3 │.
                                                                                    └───┘
              student.rkt:8:15: triple: this function is not defined
                in: triple
in student.rkt, line 8, column 0 caused by expression in student.rkt, line 8, column 15
"""


def _without_racket_stack(text: str) -> str:
    """The report's lines, trailing blanks gone, without raco's header and the lines of
    Racket's own stack (`context...:` and what follows it, `location...:` and its line)."""
    kept, skipping = [], False
    for line in text.splitlines():
        stripped = line.strip()
        if line.startswith("raco test:"):
            continue
        if stripped in ("context...:", "location...:"):
            skipping = True
            continue
        if skipping and (line.startswith("                 ") or stripped.startswith("::")):
            continue
        skipping = False
        kept.append(line.rstrip())
    return "\n".join(kept) + "\n"


def _run(command: str, tmp_path) -> tuple[str, int]:
    (tmp_path / "student.rkt").write_text(PROGRAM)
    out = io.StringIO()
    with contextlib.chdir(tmp_path), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(io.StringIO()):
        code = main([command, "student.rkt"])
    return out.getvalue(), code


def test_minischeme_test_reports_a_teaching_files_tests_as_raco_test(tmp_path):
    out, code = _run("test", tmp_path)
    report, summary = out.rstrip("\n").rsplit("\n", 1)
    assert _without_racket_stack(report) == REPORT
    assert summary == "3 passed, 4 failed"
    assert code == 1


def test_minischeme_run_reports_nothing_as_racket(tmp_path):
    assert _run("run", tmp_path) == ("", 0)


def test_passing_tests_say_so(tmp_path):
    (tmp_path / "ok.rkt").write_text("#lang htdp/isl\n(check-expect (+ 1 1) 2)\n(check-within 1.0 1 0.1)\n")
    out = io.StringIO()
    with contextlib.chdir(tmp_path), contextlib.redirect_stdout(out):
        code = main(["test", "ok.rkt"])
    assert out.getvalue() == "Both tests passed!\n2 passed, 0 failed\n" and code == 0


@pytest.mark.skipif(shutil.which("raco") is None, reason="racket is not installed")
def test_the_recorded_report_is_raco_tests(tmp_path):
    (tmp_path / "student.rkt").write_text(PROGRAM)
    done = subprocess.run(["raco", "test", "student.rkt"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert _without_racket_stack(done.stdout + done.stderr) == REPORT
