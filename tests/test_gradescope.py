"""Gradescope: one folder is one student's submission (as /autograder/submission), whose
--output is its results.json; a class directory with --output DIR/ gives one results.json
per student; stderr says which mode ran. gradescope/run_autograder, run against a fake
/autograder tree, writes the student's results.json."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MCG = ROOT / "tests" / "submissions" / "mini-card-game"
GRADESCOPE = ROOT / "gradescope"

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")


def minischeme(*argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "minischeme", *argv], capture_output=True,
                          text=True, env=env, cwd=cwd, timeout=600)


def fake_autograder(tmp_path: Path, conf: str) -> Path:
    root = tmp_path / "autograder"
    (root / "source").mkdir(parents=True)
    (root / "submission").mkdir()
    for name in ("setup.sh", "run_autograder"):
        shutil.copy(GRADESCOPE / name, root / "source" / name)
    (root / "source" / "autograder.conf").write_text(conf)
    return root


def run_autograder(root: Path, minischeme_cmd: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, AUTOGRADER_ROOT=str(root), PYTHONPATH=str(ROOT),
               MINISCHEME=minischeme_cmd or f"{sys.executable} -m minischeme")
    return subprocess.run(["bash", str(root / "source" / "run_autograder")], env=env,
                          capture_output=True, text=True, timeout=600, cwd=root)


def test_run_autograder_grades_the_students_folder_into_results_json(tmp_path):
    root = fake_autograder(tmp_path, "ASSIGNMENT=mini-card-game\nEXTRA='-n 2'\n")
    shutil.copy(MCG / "missing_play.rkt", root / "submission" / "cards.rkt")
    (root / "submission" / "scratch.rkt").write_text("#lang racket\n(define (f x) x)\n")
    (root / "submission" / "notes.txt").write_text("not Scheme")
    done = run_autograder(root)
    assert done.returncode == 0, done.stderr
    doc = json.loads((root / "results" / "results.json").read_text())
    assert doc["score"] == 80 and doc["extra_data"]["submission"] == "cards.rkt"
    assert "one student's submission; graded cards.rkt" in done.stderr
    assert {t["name"] for t in doc["tests"]} >= {"play", "card-color"}


def test_run_autograder_says_why_when_nothing_can_be_graded(tmp_path):
    root = fake_autograder(tmp_path, "ASSIGNMENT=mini-card-game\n")
    (root / "submission" / "essay.txt").write_text("I did not do it")
    done = run_autograder(root)
    assert done.returncode == 0, done.stderr
    doc = json.loads((root / "results" / "results.json").read_text())
    assert doc["score"] == 0 and "no .rkt" in doc["output"]


def test_the_main_flag_picks_the_file_of_a_multi_file_folder(tmp_path):
    root = fake_autograder(tmp_path, "ASSIGNMENT=mini-card-game\nMAIN=mine.rkt\n"
                                     "EXTRA='-n 1 --no-transcript'\n")
    shutil.copy(MCG / "correct.rkt", root / "submission" / "theirs.rkt")
    shutil.copy(MCG / "missing_play.rkt", root / "submission" / "mine.rkt")
    done = run_autograder(root)
    doc = json.loads((root / "results" / "results.json").read_text())
    assert doc["extra_data"]["submission"] == "mine.rkt" and doc["score"] == 80
    assert "named by --main mine.rkt" in done.stderr


def test_a_class_directory_with_output_dir_gives_one_results_json_per_student(tmp_path):
    cls = tmp_path / "class"
    for name, source in (("alice", "correct.rkt"), ("bob", "missing_play.rkt")):
        (cls / name).mkdir(parents=True)
        shutil.copy(MCG / source, cls / name / "cards.rkt")
    out = tmp_path / "out"
    done = minischeme("grade", str(cls), "--assignment", "mini-card-game", "-n", "1",
                      "--no-transcript", "--no-cache", "--format", "gradescope", "--output",
                      str(out) + "/")
    assert done.returncode == 0, done.stderr
    assert "Gradescope, a class: 2 submissions" in done.stderr
    alice = json.loads((out / "alice" / "results.json").read_text())
    bob = json.loads((out / "bob" / "results.json").read_text())
    assert alice["score"] == 100 and bob["score"] == 80
    assert alice["extra_data"]["submission"].endswith("alice/cards.rkt")


def test_output_with_a_slash_is_a_directory_even_for_one_file(tmp_path):
    out = tmp_path / "OUT"
    done = minischeme("grade", str(MCG / "correct.rkt"), "--assignment", "mini-card-game",
                      "-n", "1", "--no-transcript", "--no-cache", "--format", "gradescope",
                      "--output", str(out) + "/")
    assert done.returncode == 0, done.stderr
    assert out.is_dir() and json.loads((out / "correct" / "results.json").read_text())["score"] == 100


def test_several_submissions_in_gradescope_format_need_an_output_directory(tmp_path):
    done = minischeme("grade", str(MCG / "correct.rkt"), str(MCG / "halving.rkt"),
                      "--assignment", "mini-card-game", "-n", "1", "--no-cache", "--format",
                      "gradescope")
    assert done.returncode == 2 and "--output DIR/" in done.stderr


def test_the_readme_section_and_the_shipped_files_agree():
    readme = (ROOT / "README.md").read_text()
    assert "## Using minischeme on Gradescope" in readme
    for name in ("setup.sh", "run_autograder", "autograder.conf"):
        assert (GRADESCOPE / name).is_file() and f"gradescope/{name}" in readme
    assert os.access(GRADESCOPE / "run_autograder", os.X_OK)
    assert os.access(GRADESCOPE / "setup.sh", os.X_OK)
