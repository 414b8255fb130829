"""The one assignment registry: the CLI, the REPL, transcripts and the grader all take their
assignments from ``minischeme.assignments``, and a fifth assignment is one new module."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from minischeme.assignments import (Assignment, assignment_named, names, refresh, register,
                                    unregister)
from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.submission import Submission
from minischeme.running.interpreter import Interpreter

ROOT = Path(__file__).resolve().parents[1]
FAKE = "tests.fake_assignments.tiny_doubling"


def test_the_four_assignments_are_listed_in_the_texts_order():
    assert names()[:4] == ["mini-card-game", "solitaire", "bridge-hands", "kaartspel"]


def test_an_assignment_names_its_bindings_language_transcript_and_suite():
    bridge = assignment_named("bridge-hands")
    assert bridge.language == "simply-scheme"
    assert "bridge-val" in bridge.bindings()
    assert bridge.transcript.is_file()
    assert bridge.suite_module().NAME == "bridge-hands"
    assert assignment_named("solitaire").language == "racket"
    assert assignment_named("no-such-assignment") is None


def test_registered_assignment_binds_its_reference_in_an_interpreter():
    from tests.fake_assignments import tiny_doubling
    register(tiny_doubling.ASSIGNMENT)
    try:
        assert "tiny-doubling" in names()
        interp = Interpreter(assignment="tiny-doubling")
        assert interp.eval_string("(double 21)")[0].value == 42
    finally:
        unregister("tiny-doubling")
    assert "tiny-doubling" not in names()


def test_a_fifth_assignment_grades_with_no_edit_elsewhere(tmp_path):
    from tests.fake_assignments import tiny_doubling
    good = tmp_path / "good.rkt"
    good.write_text("#lang racket\n(define (double n) (+ n n))\n")
    bad = tmp_path / "bad.rkt"
    bad.write_text("#lang racket\n(define (double n) (* n 3))\n")
    register(tiny_doubling.ASSIGNMENT)
    try:
        results, _ = grade_all([Submission.from_path(good, "good"), Submission.from_path(bad, "bad")],
                               GradeConfig("tiny-doubling", n=5), jobs=2, cache_dir=None)
    finally:
        unregister("tiny-doubling")
    by = {r.submission: r for r in results}
    assert by["good"].score == by["good"].max_score == 10
    assert by["bad"].score < 10
    assert all(t.function == "double" for t in by["bad"].tests)


def test_the_cli_offers_an_assignment_found_through_the_environment(tmp_path):
    sub = tmp_path / "good.rkt"
    sub.write_text("#lang racket\n(define (double n) (* 2 n))\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), MINISCHEME_ASSIGNMENTS=FAKE)
    out = subprocess.run([sys.executable, "-m", "minischeme", "grade", "--assignment",
                          "tiny-doubling", "--no-cache", "--format", "json", "-n", "3", str(sub)],
                         capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["submissions"][0]["score"] == 10


def test_refresh_finds_an_assignment_named_in_the_environment(monkeypatch):
    monkeypatch.setenv("MINISCHEME_ASSIGNMENTS", FAKE)
    refresh()
    try:
        found = assignment_named("tiny-doubling")
        assert isinstance(found, Assignment) and found.title == "Tiny doubling"
    finally:
        monkeypatch.delenv("MINISCHEME_ASSIGNMENTS")
        refresh()
    assert assignment_named("tiny-doubling") is None
