"""Staff tests run under the same limits as the generated ones; a limit hit in a staff
expression that never calls the student's code is the staff test's error (reported, not
counted), not the student's failure. `minischeme test` has limits too, with defaults."""
from __future__ import annotations

from pathlib import Path

from minischeme.cli import build_parser, main
from minischeme.grading import config as C
from minischeme.grading.config import GradeConfig
from minischeme.grading.engine import grade_in_process
from minischeme.grading.formats import renderer
from minischeme.grading.submission import Submission

HERE = Path(__file__).parent
MCG = HERE / "submissions" / "mini-card-game"

STAFF = """;; assignment: mini-card-game
;; notation: racket

;; name: a staff helper that loops by mistake
;; points: 4
> (let loop ((i 0)) (loop i))
0

;; name: card-rank of a king
;; points: 5
> (card-rank '(C . K))
10

;; name: fdiscard on a long hand
;; points: 3
> (fdiscard '() '() 30 '((H . 3) (S . 2)))
?? (lambda (held) (= (length held) 1))
"""


def graded(tmp_path: Path, submission: str):
    staff = tmp_path / "staff.transcript"
    staff.write_text(STAFF)
    config = GradeConfig("mini-card-game", n=0, transcripts=False, docs=False,
                         tests_files=[str(staff)], step_limit=100_000)
    return grade_in_process(Submission.from_path(MCG / submission, submission), config)


def test_a_staff_expression_that_loops_on_its_own_is_a_staff_error_not_counted(tmp_path):
    r = graded(tmp_path, "correct.rkt")
    [own] = [t for t in r.tests if t.name == "a staff helper that loops by mistake"]
    assert own.status == "staff-error" and own.max_score == 0 and own.score == 0
    assert own.message.startswith("error in the staff test itself, not counted")
    assert "step limit exceeded" in own.message
    assert r.score == r.max_score == 8                    # 5 + 3: the staff error left out
    text = renderer("text")([r], {"assignment": "mini-card-game"})
    assert "staff-error" in text and "error in the staff test itself" in text


def test_a_staff_test_that_calls_a_looping_student_function_is_the_students(tmp_path):
    r = graded(tmp_path, "infinite_loop.rkt")
    [discard] = [t for t in r.tests if t.name == "fdiscard on a long hand"]
    assert discard.status == "step-limit" and discard.max_score == 3 and discard.score == 0
    assert "infinite_loop.rkt" in discard.message or "step limit" in discard.message
    [own] = [t for t in r.tests if t.name == "a staff helper that loops by mistake"]
    assert own.status == "staff-error"
    assert r.max_score == 8 and r.score == 5


def test_minischeme_test_stops_a_looping_example_and_runs_the_next(tmp_path, capsys):
    t = tmp_path / "loops.transcript"
    t.write_text("> (define (spin) (spin))\n> (spin)\n0\n> (+ 1 2)\n3\n")
    code = main(["test", str(t), "--step-limit", "100000", "--time-limit", "30"])
    out, err = capsys.readouterr()
    assert code == 1
    assert "2 passed, 1 failed" in out
    assert "step limit exceeded: more than 100,000 steps" in err


def test_minischeme_test_limits_default_to_the_graders():
    args = build_parser().parse_args(["test", "x.transcript"])
    assert (args.step_limit, args.depth_limit, args.time_limit) == (
        C.DEFAULT_STEP_LIMIT, C.DEFAULT_DEPTH_LIMIT, C.DEFAULT_TIME_LIMIT)
