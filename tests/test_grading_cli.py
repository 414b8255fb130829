"""`minischeme grade` and `minischeme compete` from the command line."""
from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

from minischeme.cli import main

SUBS = Path(__file__).parent / "submissions"
MCG = SUBS / "mini-card-game"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_grade_one_file_text(capsys):
    code, out, err = run(capsys, "grade", str(MCG / "missing_play.rkt"), "--assignment",
                         "mini-card-game", "-n", "2", "--no-cache")
    assert code == 0 and err == ""
    assert "score: 80 / 100" in out and "missing: play is not defined" in out


def test_grade_formats_and_output_file(capsys, tmp_path):
    files = [str(MCG / "correct.rkt"), str(MCG / "unbalanced.rkt")]
    common = ["--assignment", "mini-card-game", "-n", "2", "--cache", str(tmp_path / "c")]
    code, out, _ = run(capsys, "grade", *files, *common, "--format", "json")
    assert [s["score"] for s in json.loads(out)["submissions"]] == [100, 0]
    code, out, _ = run(capsys, "grade", *files, *common, "--format", "junit")
    assert len(ET.fromstring(out).findall("testsuite")) == 2
    code, out, _ = run(capsys, "grade", *files, *common, "--format", "csv")
    assert [r["score"] for r in csv.DictReader(io.StringIO(out))] == ["100", "0"]
    report = tmp_path / "class.html"
    code, out, _ = run(capsys, "grade", *files, *common, "--format", "html", "--output",
                       str(report))
    assert code == 0 and out == "" and report.read_text().startswith("<!DOCTYPE html>")
    outdir = tmp_path / "gs"
    code, _, _ = run(capsys, "grade", *files, *common, "--format", "gradescope", "--output",
                     str(outdir))
    written = sorted(p.relative_to(outdir).as_posix() for p in outdir.rglob("results.json"))
    assert len(written) == 2 and all(w.endswith("/results.json") for w in written)


def test_gradescope_one_submission(capsys):
    code, out, _ = run(capsys, "grade", str(MCG / "halving.rkt"), "--assignment",
                       "mini-card-game", "-n", "2", "--no-cache", "--format", "gradescope")
    doc = json.loads(out)
    assert doc["score"] < 100 and {t["name"] for t in doc["tests"]} >= {"calc-score", "play"}


def test_usage_errors(capsys, tmp_path):
    code, _, err = run(capsys, "grade", "nowhere.rkt", "--assignment", "mini-card-game")
    assert code == 2 and "no such file or directory: nowhere.rkt" in err
    bad = tmp_path / "rubric.json"
    bad.write_text("{ not json")
    code, _, err = run(capsys, "grade", str(MCG / "correct.rkt"), "--assignment",
                       "mini-card-game", "--rubric", str(bad))
    assert code == 2 and "rubric.json" in err
    code, _, err = run(capsys, "grade", str(MCG / "correct.rkt"), "--assignment",
                       "mini-card-game", "--tests", str(tmp_path / "none.transcript"))
    assert code == 2 and "cannot open tests file" in err and "No such file or directory" in err


def test_compete(capsys):
    code, out, _ = run(capsys, "compete", str(MCG / "correct.rkt"), str(MCG / "fdraw_front.rkt"),
                       "--games", "4")
    assert code == 0 and "4 games" in out and "correct.rkt" in out


def test_gradescope_autograder_folder_is_one_submission(capsys, tmp_path):
    """As run_autograder does: the student's folder in, results.json out."""
    folder = tmp_path / "submission"
    folder.mkdir()
    (folder / "project.rkt").write_text((MCG / "missing_play.rkt").read_text())
    (folder / "scratch.rkt").write_text("#lang racket\n(define (f x) x)\n")
    out = tmp_path / "results" / "results.json"
    code, _, _ = run(capsys, "grade", str(folder), "--assignment", "mini-card-game", "-n", "2",
                     "--no-cache", "--format", "gradescope", "--output", str(out))
    doc = json.loads(out.read_text())
    assert code == 0 and doc["score"] == 80 and doc["extra_data"]["submission"] == "project.rkt"
