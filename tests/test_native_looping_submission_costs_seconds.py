"""A native (SML) submission whose helper loops costs seconds, not minutes: native code
counts no steps, so its tests run under their own CPU-time limit per test
(``--native-time-limit``, 10 s by default: a thousand times what a correct test needs),
not the Scheme engine's 120 s backstop, and under the submission's CPU-time budget
(``--submission-time``), which the report states and which now holds for native runs too.

Before, `sum_cards` looping (so that `score`, `officiate` and the challenge functions loop
with it) cost two 120 s timeouts per function: over 12 minutes for one file."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import DEFAULT_NATIVE_TIME_LIMIT, GradeConfig
from minischeme.grading.formats.measured import describe_measured
from minischeme.grading.native.sandbox import sandbox_problem
from minischeme.grading.rubric import load_rubric
from minischeme.grading.submission import Submission

ROOT = Path(__file__).resolve().parents[1]
COMPLETE = ROOT / "tests" / "submissions" / "solitaire-sml" / "complete.sml"
LOOPING = ["sum_cards", "score", "officiate", "score_challenge", "officiate_challenge",
           "careful_player"]

needs_sml = pytest.mark.skipif(shutil.which("sml") is None, reason="SML/NJ (sml) is not installed")
needs_sandbox = pytest.mark.skipif(sandbox_problem() is not None,
                                   reason=f"no sandbox here: {sandbox_problem()}")


def looping_file(tmp_path: Path) -> Path:
    """complete.sml with sum_cards's loop never moving on (a tail loop: no memory grows)."""
    text = COMPLETE.read_text()
    wrong = text.replace("loop (acc + card_value c, cs')", "loop (acc, cs)")
    assert wrong != text
    path = tmp_path / "loops.sml"
    path.write_text(wrong)
    return path


def grade(path: Path, **settings):
    results, _ = grade_all([Submission.from_path(path, path.name)],
                           GradeConfig("solitaire", **settings), cache_dir=None)
    return results[0]


def test_the_native_limit_is_its_own_and_sized_to_fairness_not_the_schemes_backstop():
    config = GradeConfig("solitaire")
    assert config.native_time_limit == DEFAULT_NATIVE_TIME_LIMIT == 10.0
    assert config.native_time_limit < config.time_limit
    # part of what a result measured, so a cached result of another limit is not reused
    assert config.measurement("x.sml")["limits"]["native_seconds"] == 10.0
    assert (GradeConfig("solitaire", native_time_limit=3.0).fingerprint()
            != config.fingerprint())


def test_a_rubric_sets_the_native_limit(tmp_path):
    rubric = tmp_path / "rubric.toml"
    rubric.write_text("[limits]\nnative-seconds = 4\n")
    assert load_rubric(rubric, ["score"]).native_time_limit == 4.0


@needs_sml
@needs_sandbox
def test_a_looping_helper_times_out_under_the_native_limit_and_the_rest_is_graded(tmp_path):
    r = grade(looping_file(tmp_path), n=3, native_time_limit=1.0)
    assert r.load.ok
    status = {f.name: f.status for f in r.functions}
    for name in LOOPING:     # (an empty hand still sums: some of their tests pass)
        assert status.pop(name) in ("failed", "partial"), name
    assert set(status.values()) == {"ok"}, status
    timeouts = [t for t in r.tests if t.status == "timeout"]
    assert timeouts and all("time limit of 1 s" in t.message for t in timeouts)
    # two timeouts of a function, and its other tests are not run
    assert any(t.status == "not-run" and "ran out of time" in t.message for t in r.tests)
    assert "limits per test: 1 s" in describe_measured(r)


@needs_sml
@needs_sandbox
def test_the_submission_budget_stops_native_runs_too(tmp_path):
    r = grade(looping_file(tmp_path), n=3, native_time_limit=1.0, submission_seconds=2.5)
    budget = [t for t in r.tests if "submission budget exhausted" in t.message]
    assert budget and all(t.status == "not-run" for t in budget)
    assert "2.5 s of CPU time per submission" in budget[0].message
    # the tests that ran before the budget was spent were judged as usual
    assert any(t.passed for t in r.tests)
