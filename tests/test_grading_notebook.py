"""Grading a notebook: an .ipynb submission is its code cells, in order, and positions in
its report name the cell."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.notebook import notebook_program, relabel
from minischeme.grading.submission import Submission

ROOT = Path(__file__).resolve().parent.parent
CORRECT = ROOT / "tests" / "submissions" / "mini-card-game" / "correct.rkt"


def notebook(cells: list[tuple[str, str]]) -> str:
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {},
                       "cells": [{"cell_type": kind, "metadata": {}, "source": src,
                                  **({"outputs": [], "execution_count": None}
                                     if kind == "code" else {})}
                                 for kind, src in cells]})


def as_notebook(rkt: str) -> str:
    """A .rkt solution split into one code cell per top-level definition (comments kept),
    with a markdown cell between each: how a student's notebook looks."""
    blocks = [b for b in rkt.split("\n\n") if b.strip()]
    cells: list[tuple[str, str]] = []
    for b in blocks:
        cells.append(("markdown", "Some explanation."))
        cells.append(("code", b.splitlines(keepends=True)))
    return notebook(cells)


def grade(tmp_path: Path, name: str, text: str) -> object:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    results, _ = grade_all([Submission.from_path(path, name)], GradeConfig("mini-card-game", n=2),
                           cache_dir=None, isolate=False)
    return results[0]


def test_notebook_with_a_correct_solution_scores_as_the_same_rkt_file(tmp_path):
    text = CORRECT.read_text(encoding="utf-8")
    as_file = grade(tmp_path, "alice.rkt", text)
    as_cells = grade(tmp_path, "alice.ipynb", as_notebook(text))
    assert as_cells.load.ok
    assert as_cells.score == as_file.score
    assert [t.status for t in as_cells.tests] == [t.status for t in as_file.tests]


def test_error_position_names_the_code_cell(tmp_path):
    nb = notebook([("markdown", "intro"),
                   ("code", "#lang racket\n(define (card-color c) 'red)\n"),
                   ("markdown", "more"),
                   ("code", "(define (card-rank c)\n  (+ 1 (car))))\n")])
    result = grade(tmp_path, "bob.ipynb", nb)
    assert not result.load.ok
    assert "bob.ipynb[cell 2]:2:" in result.load.error     # the stray `)`: cell 2, line 2


def test_runtime_error_positions_name_cells(tmp_path):
    program = notebook_program(notebook([("code", "(define x 1)\n(define y 2)\n"),
                                         ("code", "(car '())\n")]))
    assert program.text == "(define x 1)\n(define y 2)\n(car '())\n"
    assert program.cell_of(3) == (2, 1)
    assert relabel("in `f` at n.ipynb:3:4", "n.ipynb", program) == "in `f` at n.ipynb[cell 2]:1:4"


def test_a_file_that_is_not_a_notebook_scores_zero_saying_so(tmp_path):
    result = grade(tmp_path, "carol.ipynb", "(define (card-color c) 'red)")
    assert not result.load.ok and result.score == 0
    assert "not a Jupyter notebook" in result.load.error


def test_grade_command_takes_a_notebook(tmp_path):
    path = tmp_path / "dave.ipynb"
    path.write_text(as_notebook(CORRECT.read_text(encoding="utf-8")), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "minischeme", "grade", "--assignment",
                          "mini-card-game", "-n", "2", "--format", "json", str(path)],
                         capture_output=True, text=True, cwd=tmp_path, timeout=300,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    report = json.loads(run.stdout)
    results = report["submissions"] if isinstance(report, dict) and "submissions" in report else report
    assert results[0]["load"]["ok"] is True
