"""Issue 31, point 6: an SML or Python submission's report states the limits that apply to
native code (its own time per test, memory, output; the submission's time) and none of the Scheme-only ones
(procedure calls, depth), and carries no note about the Scheme transcript's examples.
A Scheme submission in the same class keeps both."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from minischeme.grading.native.sandbox import sandbox_problem

ROOT = Path(__file__).resolve().parents[1]
SUBMISSIONS = ROOT / "tests" / "submissions"

pytestmark = pytest.mark.skipif(sandbox_problem() is not None,
                                reason=f"no sandbox: {sandbox_problem()}")
# the limits given on the command line, so that the defaults may change
LIMITS = ("--time-limit", "90", "--native-time-limit", "30", "--memory-limit", "400", "--output-limit", "5000",
          "--submission-time", "200", "--depth-limit", "12345", "--step-limit", "7777777")
NATIVE_LIMITS = ("limits per test: 30 s, 400 MB, 5,000 characters of output; "
                 "per submission: 200 s")


def grade(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "minischeme", "grade", "-n", "1", "--no-cache",
                           *LIMITS, *args], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture(scope="module")
def kaartspel_class(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("kaartspel")
    shutil.copy(SUBMISSIONS / "kaartspel-python" / "correct.py", folder / "ann.py")
    scheme = sorted((SUBMISSIONS / "kaartspel").glob("*.rkt"))[0]
    shutil.copy(scheme, folder / "bob.rkt")
    return folder


def test_python_text_report_states_native_limits_and_no_scheme_notes(kaartspel_class):
    text = grade("--assignment", "kaartspel", str(kaartspel_class)).stdout
    ann, bob = text.split("bob.rkt (kaartspel)")
    assert "run by CPython" in ann and NATIVE_LIMITS in ann
    assert "7,777,777" not in ann and "depth" not in ann and "12,345" not in ann
    assert "kaartspel.transcript are not graded" not in ann and "note:" not in ann
    # the Scheme file beside it: the interpreter's limits, and the transcript's note
    assert "7,777,777" in bob and "90 s, depth 12,345" in bob
    assert "kaartspel.transcript are not graded" in bob


def test_python_json_report_measures_only_native_limits(kaartspel_class):
    report = json.loads(grade("--assignment", "kaartspel", "--format", "json",
                              str(kaartspel_class)).stdout)
    by_name = {Path(r["path"]).name: r for r in report["submissions"]}
    ann, bob = by_name["ann.py"], by_name["bob.rkt"]
    assert ann["measured"]["language"] == "python"
    assert set(ann["measured"]["limits"]) == {"seconds", "memory_mb", "output"}
    assert set(ann["measured"]["budget"]) == {"seconds"}
    assert ann["notes"] == []
    assert "depth" in bob["measured"]["limits"] and bob["notes"]


@pytest.mark.skipif(shutil.which("sml") is None, reason="SML/NJ (sml) is not installed")
@pytest.mark.parametrize("fmt", ["text", "html", "junit", "gradescope"])
def test_sml_reports_state_native_limits_in_every_format(tmp_path, fmt):
    out = tmp_path / "report"
    grade("--assignment", "solitaire", "--format", fmt, "--output", str(out),
          str(SUBMISSIONS / "solitaire-sml" / "complete.sml"))
    text = out.read_text()
    assert "run by SML/NJ" in text
    assert NATIVE_LIMITS in text
    assert "7,777,777" not in text and "12,345" not in text
    assert "solitaire.transcript are not graded" not in text
