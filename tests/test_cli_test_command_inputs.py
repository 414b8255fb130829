"""What `minischeme test` does with each kind of path a newcomer gives it: a folder runs
the transcripts and .rkt/.scm/.ss files under it (as `raco test FOLDER` does); a folder
with none of them, a notebook, or a file with no examples is a failure that says why,
never a silent `0 passed, 0 failed`. And `minischeme run` with no file names only FILE
as missing (its ARGs are optional)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

TRANSCRIPT = "> (+ 1 2)\n3\n"
CHECKS = "#lang racket\n(require rackunit)\n(check-equal? (+ 1 1) 2)\n(check-equal? 1 1)\n"


def minischeme(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "minischeme", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


def test_a_folder_runs_its_transcripts_and_scheme_files(tmp_path):
    (tmp_path / "class" / "sub").mkdir(parents=True)
    (tmp_path / "class" / "a.transcript").write_text(TRANSCRIPT)
    (tmp_path / "class" / "sub" / "b.rkt").write_text(CHECKS)
    (tmp_path / "class" / "notes.txt").write_text("not a test\n")
    done = minischeme("test", "class", cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "3 passed, 0 failed\n", "")


def test_a_dot_ss_file_is_scheme_source(tmp_path):
    (tmp_path / "checks.ss").write_text(CHECKS)
    done = minischeme("test", "checks.ss", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (0, "2 passed, 0 failed\n")


def test_a_folder_with_no_tests_says_so(tmp_path):
    (tmp_path / "empty").mkdir()
    done = minischeme("test", "empty", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr == "empty: no tests in this folder (no .transcript, .rkt, .scm or .ss files)\n"
    assert done.stdout == "0 passed, 1 failed\n"


def test_a_notebook_is_not_a_test_file(tmp_path):
    cell = {"cell_type": "code", "source": "(+ 1 2)", "metadata": {}, "outputs": []}
    (tmp_path / "hw.ipynb").write_text(json.dumps({"cells": [cell]}))
    done = minischeme("test", "hw.ipynb", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.startswith("hw.ipynb: a notebook is not a test file")
    assert "`minischeme grade` grades a notebook" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("text", ["", "title = 'a rubric'\n", "\xff\xfe not text"])
def test_a_file_with_no_examples_is_not_a_transcript(tmp_path, text):
    (tmp_path / "rubric.toml").write_bytes(text.encode("latin-1"))
    done = minischeme("test", "rubric.toml", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr == "rubric.toml: no examples (`> expr` lines): not a transcript\n"


def test_run_without_a_file_names_only_the_file_as_missing(tmp_path):
    done = minischeme("run", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.endswith("minischeme run: error: the following arguments are required: file\n")


def test_an_empty_path_is_a_missing_file_not_the_current_folder(tmp_path):
    (tmp_path / "checks.rkt").write_text(CHECKS)
    done = minischeme("test", "", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stdout == "0 passed, 1 failed\n"
    assert "cannot open input file" in done.stderr
