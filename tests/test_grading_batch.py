"""Batches: the same results in a process per submission or in this one, twice in a row,
and from the cache; a re-run skips what is finished; cache files are written atomically."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from minischeme.grading.executors import local as local_executor
from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.progress import Progress
from minischeme.grading.submission import Submission, find_submissions
from minischeme.grading.suites import assignment

HERE = Path(__file__).parent
MCG = HERE / "submissions" / "mini-card-game"
SOME = ["correct.rkt", "halving.rkt", "missing_play.rkt", "unbalanced.rkt", "game_over_strings.rkt"]


def subs(names=SOME):
    return [Submission.from_path(MCG / n, n) for n in names]


def dump(results):
    return json.dumps([r.to_dict() for r in results], sort_keys=True)


def test_graded_twice_and_isolated_or_not_the_results_are_identical():
    config = GradeConfig("mini-card-game", n=5)
    first, _ = grade_all(subs(), config, jobs=2, cache_dir=None)
    second, _ = grade_all(subs(), config, jobs=1, cache_dir=None)
    inline, _ = grade_all(subs(), config, cache_dir=None, isolate=False)
    assert dump(first) == dump(second) == dump(inline)


def test_a_rerun_skips_what_is_cached(tmp_path, monkeypatch):
    config = GradeConfig("mini-card-game", n=3)
    first, _ = grade_all(subs(), config, jobs=2, cache_dir=tmp_path)
    entries = list(tmp_path.rglob("*.json"))
    assert len(entries) == len(SOME)
    assert not list(tmp_path.rglob(".tmp-*"))            # no half-written entries left

    class Refuse:
        def __init__(self, *a, **k):
            raise AssertionError("nothing should be graded again")
    monkeypatch.setattr(local_executor, "Pool", Refuse)
    progress = Progress(len(SOME), enabled=False)
    again, _ = grade_all(subs(), config, jobs=2, cache_dir=tmp_path, progress=progress)
    assert dump(again) == dump(first) and progress.cached == len(SOME)


def test_an_interrupted_batch_finishes_only_the_rest(tmp_path, monkeypatch):
    config = GradeConfig("mini-card-game", n=3)
    grade_all(subs(SOME[:2]), config, cache_dir=tmp_path)     # "interrupted" after two
    graded = []
    real = local_executor.Pool

    class Counting(real):
        def run(self, todo):
            graded.extend(s.name for s in todo)
            return super().run(todo)
    monkeypatch.setattr(local_executor, "Pool", Counting)
    results, _ = grade_all(subs(), config, cache_dir=tmp_path)
    assert graded == SOME[2:]
    assert [r.submission for r in results] == SOME


def test_the_cache_key_follows_content_and_settings(tmp_path):
    config = GradeConfig("mini-card-game", n=2)
    copy = tmp_path / "student.rkt"
    shutil.copy(MCG / "halving.rkt", copy)
    cache = tmp_path / "cache"
    [r1], _ = grade_all([Submission.from_path(copy)], config, cache_dir=cache)
    copy.write_text((MCG / "correct.rkt").read_text())
    [r2], _ = grade_all([Submission.from_path(copy)], config, cache_dir=cache)
    assert r1.score < 100 and r2.score == 100
    other = GradeConfig("mini-card-game", n=3)
    assert other.fingerprint() != config.fingerprint()


def test_a_directory_of_student_folders(tmp_path):
    for name in ("alice", "bob"):
        (tmp_path / name).mkdir()
    shutil.copy(MCG / "correct.rkt", tmp_path / "alice" / "project.rkt")
    (tmp_path / "alice" / "scratch.rkt").write_text("#lang racket\n(define (f x) x)\n")
    shutil.copy(MCG / "halving.rkt", tmp_path / "bob" / "cards.rkt")
    shutil.copy(MCG / "missing_play.rkt", tmp_path / "carol.rkt")
    (tmp_path / "notes.txt").write_text("not a submission")
    found = find_submissions([str(tmp_path)], assignment("mini-card-game").required)
    assert [Path(s.folder).name for s in found] == ["alice", "bob", ""]
    # a folder's submission is named by its main file: positions name files, not folders
    assert [Path(s.name).name for s in found] == ["project.rkt", "cards.rkt", "carol.rkt"]
    assert found[0].path.endswith("project.rkt") and found[0].name.endswith("alice/project.rkt")
    assert "defining the most" in found[0].why and found[1].why == "the only file in the folder"


def test_progress_bar_only_on_a_terminal():
    import io

    class Tty(io.StringIO):
        def isatty(self):
            return True
    piped = io.StringIO()
    p = Progress(3, stream=piped)
    p.advance("a")
    p.close()
    assert piped.getvalue() == ""
    tty = Tty()
    p = Progress(3, stream=tty)
    p.advance("a.rkt")
    p.advance("b.rkt", cached=True)
    assert "2/3, 1 cached" in tty.getvalue()


def test_unknown_assignment_is_an_error():
    with pytest.raises(ValueError, match="unknown assignment"):
        assignment("poker")


def test_a_main_file_that_requires_its_helpers_is_chosen_over_the_helpers(tmp_path):
    student = tmp_path / "dana"
    (student / "lib").mkdir(parents=True)
    (student / "lib" / "colours.rkt").write_text(
        "#lang racket\n(provide (all-defined-out))\n"
        "(define (card-color c) (if (memq (car c) '(H D)) 'red 'black))\n"
        "(define (card-rank c) (cdr c))\n(define (all-same-color cs) #t)\n")
    (student / "main.rkt").write_text(
        '#lang racket\n(require "lib/colours.rkt")\n(provide (all-defined-out))\n'
        "(define (play cards moves goal) 0)\n")
    (student / "main-tests.rkt").write_text(
        '#lang racket\n(require rackunit "main.rkt")\n(check-equal? (play (list) (list) 1) 0)\n')
    [sub] = find_submissions([str(tmp_path)], assignment("mini-card-game").required)
    assert Path(sub.path).name == "main.rkt"
    assert "defined or required (4)" in sub.why
