"""A student's folder of several files is one submission: its main file chosen by the
README's rule, `(require "helpers.rkt")` of its own files working inside the sandbox (and
nothing outside the folder readable), the report naming files, not folders."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.submission import find_submissions
from minischeme.grading.suites import assignment

HERE = Path(__file__).parent
MCG = HERE / "submissions" / "mini-card-game"
CORRECT = (MCG / "correct.rkt").read_text()
CARD_COLOR = """(define (card-color one-card)
  (if (or (eq? (car one-card) 'H) (eq? (car one-card) 'D))
      'red
      'black))"""

CONFIG = GradeConfig("mini-card-game", n=2, docs=False, step_limit=2_000_000)


def split_solution(folder: Path, helper: str = CARD_COLOR) -> None:
    """correct.rkt with card-color moved into helpers.rkt, which the main file requires."""
    folder.mkdir(parents=True)
    assert CARD_COLOR in CORRECT
    main = CORRECT.replace(CARD_COLOR, "").replace("#lang scheme\n",
                                                   '#lang scheme\n(require "helpers.rkt")\n')
    (folder / "cards.rkt").write_text(main)
    (folder / "helpers.rkt").write_text(f"#lang scheme\n(provide card-color)\n{helper}\n")


def grade(cls: Path):
    subs = find_submissions([str(cls)], assignment("mini-card-game").required)
    results, _ = grade_all(subs, CONFIG, cache_dir=None, jobs=1)
    return {Path(s.folder).name or Path(s.path).name: (s, r) for s, r in zip(subs, results)}


def test_a_two_file_solution_with_require_gets_full_marks(tmp_path):
    split_solution(tmp_path / "class" / "alice")
    [(sub, r)] = grade(tmp_path / "class").values()
    assert sub.path.endswith("alice/cards.rkt") and "defined or required (10)" in sub.why
    assert r.load.ok, r.load.error
    assert r.score == r.max_score == 100
    assert r.submission.endswith("alice/cards.rkt")


def test_require_outside_the_students_folder_is_refused(tmp_path):
    cls = tmp_path / "class"
    split_solution(cls / "alice")
    shutil.copy(MCG / "correct.rkt", cls / "bob.rkt")
    text = (cls / "alice" / "cards.rkt").read_text()
    (cls / "alice" / "cards.rkt").write_text(text.replace('(require "helpers.rkt")',
                                                          '(require "helpers.rkt" "../bob.rkt")'))
    by = grade(cls)
    sub, r = by["alice"]
    assert not r.load.ok and "outside the folder this program may read" in r.load.error
    assert r.score == 0
    assert by["bob.rkt"][1].score == 100


def test_a_file_graded_on_its_own_reads_no_other_file(tmp_path):
    cls = tmp_path / "class"
    split_solution(cls / "alice")
    shutil.move(str(cls / "alice" / "cards.rkt"), str(cls / "carol.rkt"))
    shutil.move(str(cls / "alice" / "helpers.rkt"), str(cls / "helpers.rkt"))
    (cls / "alice").rmdir()
    by = grade(cls)
    r = by["carol.rkt"][1]
    assert not r.load.ok and "helpers.rkt" in r.load.error


def test_positions_in_the_report_name_the_file_not_the_folder(tmp_path):
    cls = tmp_path / "class"
    split_solution(cls / "alice", helper=CARD_COLOR.replace("(car one-card)", "(car one-crad)"))
    [(sub, r)] = grade(cls).values()
    assert not r.load.ok
    assert "helpers.rkt" in r.load.error and "one-crad" in r.load.error
    assert not re.search(r"alice:\d+:\d+", r.load.error)


def test_the_helpers_content_is_part_of_the_cache_key(tmp_path):
    cls = tmp_path / "class"
    split_solution(cls / "alice")
    [first] = find_submissions([str(cls)], assignment("mini-card-game").required)
    (cls / "alice" / "helpers.rkt").write_text((cls / "alice" / "helpers.rkt").read_text()
                                               .replace("'red", "'rood"))
    [second] = find_submissions([str(cls)], assignment("mini-card-game").required)
    assert first.sha256 != second.sha256 and first.text == second.text
