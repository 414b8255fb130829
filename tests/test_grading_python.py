"""KaartSpel in Python (the text's own language): .py submissions are run by CPython in the
sandbox, on the Scheme suite's generated cases with the same judges, plus each class's
__str__ and the text's example. Each kind of mistake costs its own points and nothing else."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.native.sandbox import sandbox_problem
from minischeme.grading.submission import Submission

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "tests" / "submissions" / "kaartspel-python"
SETTINGS = dict(n=4, time_limit=2.0, native_time_limit=2.0)

needs_sandbox = pytest.mark.skipif(sandbox_problem() is not None,
                                   reason=f"no sandbox here: {sandbox_problem()}")


@pytest.fixture(scope="module")
def graded():
    subs = [Submission.from_path(p, p.name) for p in sorted(FOLDER.glob("*.py"))]
    results, _ = grade_all(subs, GradeConfig("kaartspel", **SETTINGS), jobs=2, cache_dir=None)
    return {r.submission: r for r in results}


def points(result):
    return {f.name: (f.score, f.weight) for f in result.functions}


def full(result, function):
    f = result.function(function)
    return f.score == f.weight and f.total > 0


@needs_sandbox
def test_a_correct_python_submission_gets_full_marks(graded):
    r = graded["correct.py"]
    assert r.load.ok and r.load.language == "python"
    assert r.score == r.max_score == 30
    names = {t.name for t in r.tests}
    assert "the text's example" in names and "KaartSpel.__str__ #1" in names


@needs_sandbox
def test_the_published_203_behaviour_gets_full_marks_too(graded):
    r = graded["published_203.py"]
    assert r.score == r.max_score
    example = next(t for t in r.tests if t.name == "the text's example")
    assert example.actual == "'(80.0 203.0)"


@needs_sandbox
def test_a_wrong_str_costs_only_the_str_tests(graded):
    r = graded["wrong_str.py"]
    wrong = [t for t in r.tests if not t.passed]
    assert wrong and all(t.name.startswith("GrensStrategie.__str__") for t in wrong)
    assert full(r, "fraude-strategie") and full(r, "speel-rondes")
    assert "GrensStrategie(" in wrong[0].actual


@needs_sandbox
def test_a_fraude_strategie_that_never_puts_back_loses_only_fraude_points(graded):
    r = graded["fraude_never_puts_back.py"]
    assert not full(r, "fraude-strategie")
    assert full(r, "grens-strategie") and full(r, "speel-rondes")
    assert all(t.function == "fraude-strategie" for t in r.tests if not t.passed)


@needs_sandbox
def test_an_extra_random_call_gives_wrong_totals(graded):
    r = graded["extra_random.py"]
    wrong = [t for t in r.tests if not t.passed]
    assert wrong and all(t.function == "speel-rondes" and t.status == "wrong" for t in wrong)
    assert full(r, "grens-strategie") and full(r, "fraude-strategie")
    assert all(t.passed for t in r.tests if "__str__" in t.name)


@needs_sandbox
def test_an_infinite_loop_times_out_and_costs_only_speel_rondes(graded):
    r = graded["infinite_loop.py"]
    assert full(r, "grens-strategie") and full(r, "fraude-strategie")
    statuses = {t.status for t in r.tests if not t.passed}
    assert "timeout" in statuses and statuses <= {"timeout", "not-run"}
    assert all(t.passed for t in r.tests if t.name.startswith("KaartSpel.__str__"))


@needs_sandbox
def test_a_syntax_error_is_reported_with_its_line(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("class GrensStrategie:\n    def __init__(self, g)\n        pass\n")
    results, _ = grade_all([Submission.from_path(bad, "bad.py")],
                           GradeConfig("kaartspel", n=1), cache_dir=None)
    r = results[0]
    assert not r.load.ok and r.load.line == 2 and "SyntaxError" in r.load.error
    assert r.score == 0


@needs_sandbox
def test_a_missing_class_costs_its_own_tests(tmp_path):
    text = (FOLDER / "correct.py").read_text()
    only = tmp_path / "no_kaartspel.py"
    only.write_text(text[:text.index("class KaartSpel")])
    results, _ = grade_all([Submission.from_path(only, "no_kaartspel.py")],
                           GradeConfig("kaartspel", n=2), cache_dir=None)
    r = results[0]
    assert full(r, "grens-strategie") and full(r, "fraude-strategie")
    assert r.function("speel-rondes").score == 0
    assert all(t.status == "missing" for t in r.tests if t.function == "speel-rondes")


def test_without_bubblewrap_python_is_refused_unless_unsafe(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), PATH=str(tmp_path))   # no bwrap on PATH
    cmd = [sys.executable, "-m", "minischeme", "grade", "--assignment", "kaartspel",
           "--no-cache", "-n", "1", "--format", "json", str(FOLDER / "correct.py")]
    refused = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
    report = json.loads(refused.stdout)["submissions"][0]
    assert report["score"] == 0 and "bubblewrap" in report["load"]["error"]
    unsafe = subprocess.run(cmd + ["--unsafe-native"], capture_output=True, text=True, env=env,
                            timeout=300)
    report = json.loads(unsafe.stdout)["submissions"][0]
    assert report["score"] == report["max_score"] > 0
    assert any("WITHOUT a sandbox" in w for w in report["load"]["warnings"])


@needs_sandbox
def test_an_error_while_importing_is_reported_with_its_line(tmp_path):
    bad = tmp_path / "bad_import.py"
    bad.write_text("x = 1\n\nprint(undefined_name)\n")
    results, _ = grade_all([Submission.from_path(bad, "bad_import.py")],
                           GradeConfig("kaartspel", n=1), cache_dir=None)
    r = results[0]
    assert not r.load.ok and r.load.line == 3
    assert r.load.error == ("bad_import.py:3: importing it raised NameError: name "
                            "'undefined_name' is not defined")
