"""SML and Python submissions go through the same batch machinery as Scheme ones: every
output format, the cache (a re-run takes them from it), --jobs and a mixed class folder."""
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
FORMATS = ("text", "json", "gradescope", "junit", "csv", "html")

pytestmark = [
    pytest.mark.skipif(sandbox_problem() is not None, reason=f"no sandbox: {sandbox_problem()}"),
    pytest.mark.skipif(shutil.which("sml") is None, reason="SML/NJ (sml) is not installed")]


def grade(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "minischeme", "grade", *args],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)


@pytest.fixture(scope="module")
def mixed_class(tmp_path_factory):
    folder = tmp_path_factory.mktemp("class")
    sml = ROOT / "tests" / "submissions" / "solitaire-sml"
    shutil.copy(sml / "complete.sml", folder / "ann.sml")
    shutil.copy(sml / "partial.sml", folder / "bob.sml")
    shutil.copy(ROOT / "tests" / "submissions" / "solitaire" / "correct.rkt", folder / "cy.rkt")
    (folder / "notes.py").write_text("print('not a solitaire submission')\n")
    return folder


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_reports_sml_submissions_beside_scheme_ones(mixed_class, tmp_path, fmt):
    out = tmp_path / ("report" if fmt == "gradescope" else f"report.{fmt}")
    # gradescope: one folder argument is one student's; a class is given as its files
    where = ([str(p) for p in sorted(mixed_class.glob("*.[rs]*"))] if fmt == "gradescope"
             else [str(mixed_class)])
    done = grade("--assignment", "solitaire", "-n", "2", "--jobs", "2", "--format", fmt,
                 "--output", str(out), "--cache", str(tmp_path / "cache"), *where)
    assert done.returncode == 0, done.stderr
    if fmt == "gradescope":
        files = sorted(out.rglob("results.json"))
        assert len(files) == 3
        texts = [f.read_text() for f in files]
        assert any("careful_player" in t and "missing" in t for t in texts)
        return
    text = out.read_text()
    for name in ("ann.sml", "bob.sml", "cy.rkt"):
        assert name in text
    assert "notes.py" not in text                  # solitaire grades .rkt and .sml files
    if fmt == "json":
        report = json.loads(text)
        by = {Path(s["submission"]).name: s for s in report["submissions"]}
        assert by["ann.sml"]["score"] == by["cy.rkt"]["score"] == 100
        assert by["bob.sml"]["load"]["language"] == "sml" and by["bob.sml"]["score"] == 60


def test_a_rerun_takes_native_results_from_the_cache(mixed_class, tmp_path):
    args = ["--assignment", "solitaire", "-n", "2", "--format", "csv",
            "--cache", str(tmp_path / "cache"), str(mixed_class)]
    first = grade(*args)
    second = grade(*args)
    assert first.returncode == second.returncode == 0
    assert "0 from the cache, 3 graded" in first.stderr
    assert "3 from the cache, 0 graded" in second.stderr
    assert first.stdout == second.stdout


def test_a_python_class_in_json(tmp_path):
    folder = ROOT / "tests" / "submissions" / "kaartspel-python"
    done = grade("--assignment", "kaartspel", "-n", "2", "--time-limit", "2", "--no-cache",
                 "--format", "json", str(folder / "correct.py"), str(folder / "wrong_str.py"),
                 str(ROOT / "tests" / "submissions" / "kaartspel" / "correct.rkt"))
    assert done.returncode == 0, done.stderr
    by = {Path(s["submission"]).name: s for s in json.loads(done.stdout)["submissions"]}
    assert by["correct.py"]["score"] == by["correct.rkt"]["score"] == 30
    assert by["wrong_str.py"]["score"] < 30
