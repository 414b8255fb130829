"""Runaway input is cheap: a file of 100,000-deep nesting is read, expanded and compiled in
time linear in its size, in `run` and in `grade`, and answers what Racket 8.7 answers.

Racket's answers (recorded here; each shape checked with racket 8.7): data nested 100,000
deep is an ordinary value, and 100,000 nested parentheses in code are Racket's compile
error for the innermost `()`. The compiler used to offer every part of an expression the
expander had refused to the expander again, at every level (quadratic: minutes for one
file); then the S-expression compilers took an expression nested more than 10,000 deep
whole; now the expander takes it, as any other (issue 33, point 2: no S-expression
compiler is left).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from minischeme.grading.config import GradeConfig
from minischeme.grading.engine import grade_in_process
from minischeme.grading.submission import Submission

N = 100_000
REPO = Path(__file__).resolve().parent.parent

# shape -> (program, what Racket 8.7 prints on stdout)
SHAPES = {
    "quotes": ("(define x " + "'" * N + "a)\n(display 1)\n", "1"),
    "lists": ("(define x '" + "(" * N + ")" * N + ")\n(display (length x))\n", "1"),
    "vectors": ("(define x '" + "#(" * N + ")" * N + ")\n(display (vector-length x))\n", "1"),
    "quasiquoted lists": ("(define x `" + "(" * N + ")" * N + ")\n(display (length x))\n",
                          "1"),
    # an unquote at the bottom: 100,000 nested calls of cons, through the expander
    "quasiquoted lists around an unquote": ("(define x `" + "(" * N + ",(+ 1 1)" + ")" * N
                                            + ")\n(display (length x))\n", "1"),
}
EMPTY_APPLICATIONS = "(" * N + ")" * N + "\n"
RACKET_ERROR = ("p.rkt:2:99999: #%app: missing procedure expression;\n probably originally (), "
                "which is an illegal empty application\n  in: (#%app)\n  location...:\n"
                "   p.rkt:2:99999")


def _run(tmp_path: Path, body: str) -> subprocess.CompletedProcess:
    (tmp_path / "p.rkt").write_text("#lang racket\n" + body)
    return subprocess.run([sys.executable, "-m", "minischeme", "run", "p.rkt"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=600,
                          env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})


@pytest.mark.parametrize("shape", list(SHAPES))
def test_data_nested_100000_deep_runs_as_in_racket(tmp_path, shape):
    program, expected = SHAPES[shape]
    done = _run(tmp_path, program)
    assert (done.stdout, done.stderr, done.returncode) == (expected, "", 0)


def test_100000_nested_parentheses_are_rackets_compile_error(tmp_path):
    done = _run(tmp_path, EMPTY_APPLICATIONS)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.strip() == RACKET_ERROR


def test_grade_reports_the_compile_error_of_100000_nested_parentheses(tmp_path):
    path = tmp_path / "p.rkt"
    path.write_text("#lang racket\n" + EMPTY_APPLICATIONS)
    r = grade_in_process(Submission.from_path(path, "p.rkt"),
                         GradeConfig("mini-card-game", n=1, docs=False, transcripts=False))
    assert not r.load.ok and r.score == 0
    assert "#%app: missing procedure expression" in r.load.error
    assert all(t.status == "no-load" for t in r.tests)
