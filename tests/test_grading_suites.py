"""The other assignments, staff test files, rubric files, the documentation check and the
competition."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.compete import compete_plan, render, standings
from minischeme.grading.config import GradeConfig
from minischeme.grading.docs import block_problems, check_documentation, defined_functions
from minischeme.grading.engine import grade_in_process, make_plan
from minischeme.grading.formats import renderer
from minischeme.grading.rubric import RubricError, load_rubric
from minischeme.grading.submission import Submission, missing_note
from minischeme.assignments import names
from minischeme.grading.suites import assignment

HERE = Path(__file__).parent / "submissions"


def grade(path, name, **settings):
    config = GradeConfig(name, **settings)
    return grade_in_process(Submission.from_path(path), config)


def test_bridge_hands_bare_file_loads_as_simply_scheme():
    r = grade(HERE / "bridge-hands" / "correct.scm", "bridge-hands", n=5)
    assert r.load.ok and r.load.language == "simply-scheme"
    assert r.score == r.max_score == 70
    assert any(t.kind == "transcript" for t in r.tests)


def test_bridge_hands_suits_count_is_reported_misnamed():
    r = grade(HERE / "bridge-hands" / "misnamed.scm", "bridge-hands", n=5)
    f = r.function("suit-counts")
    assert f.status == "misnamed" and f.score == 0
    assert f.note == "misnamed: found suits-count (suit-counts is not defined)"
    assert r.score == 60          # hand-dist-points still works: it calls suits-count


def test_solitaire_correct_including_careful_player_and_illegal_moves():
    r = grade(HERE / "solitaire" / "correct.rkt", "solitaire", n=10)
    assert r.score == r.max_score == 100, [t for t in r.tests if not t.passed][:3]
    raising = [t for t in r.tests if t.expected.startswith("raises")]
    assert raising and all(t.passed for t in raising)


def test_kaartspel_correct_with_seeded_shuffles():
    r = grade(HERE / "kaartspel" / "correct.rkt", "kaartspel", n=8)
    assert r.score == r.max_score == 30, [t for t in r.tests if not t.passed][:3]
    assert any("published" in t.expected for t in r.tests if t.function == "speel-rondes")


def test_every_assignment_has_weights_for_its_functions():
    assert assignment("mini-card-game").weights == {
        "card-color": 2, "card-rank": 2, "all-same-color": 6, "fdraw": 10, "fdiscard": 10,
        "find-steps": 15, "find-held-cards": 15, "calc-playerpoint": 10, "calc-score": 10,
        "play": 20}
    for spec in map(assignment, names()):
        assert set(spec.weights) == set(spec.functions)
        plan = make_plan(GradeConfig(spec.name, n=2))
        assert {t.function for t in plan.tests if t.kind == "generated"} == set(spec.functions)


def test_generated_tests_depend_only_on_the_seed():
    a = make_plan(GradeConfig("mini-card-game", n=4, seed=3))
    b = make_plan(GradeConfig("mini-card-game", n=4, seed=3))
    c = make_plan(GradeConfig("mini-card-game", n=4, seed=4))
    calls = lambda p: [t.call for t in p.tests]
    assert calls(a) == calls(b) != calls(c)


def test_staff_tests_carry_points_and_visibility():
    staff = str(HERE / "staff" / "mini-card-game.transcript")
    r = grade(HERE / "mini-card-game" / "correct.rkt", "mini-card-game", n=2,
              tests_files=[staff])
    extra = [t for t in r.tests if t.kind == "staff"]
    assert [(t.name, t.points, t.passed) for t in extra][:2] == [
        ("card-rank of a king", 5.0, True), ("a discard keeps all but one card", 3.0, True)]
    assert r.max_score == 108 and r.score == 108
    doc = json.loads(renderer("gradescope")([r], {}))
    hidden = [t for t in doc["tests"] if t["name"] == "a discard keeps all but one card"][0]
    assert hidden["visibility"] == "hidden" and hidden["max_score"] == 3
    r = grade(HERE / "mini-card-game" / "fdraw_front.rkt", "mini-card-game", n=2,
              tests_files=[staff])
    assert r.score < r.max_score == 108


def test_rubric_files_override_weights(tmp_path):
    functions = assignment("mini-card-game").functions
    toml = tmp_path / "rubric.toml"
    toml.write_text('[weights]\nplay = 30\ndocumentation = 8\n[generated]\nn = 3\n'
                    '[visibility]\nplay = "after_due_date"\n')
    rubric = load_rubric(toml, functions)
    assert rubric.weights == {"play": 30.0} and rubric.documentation == 8 and rubric.n == 3
    r = grade(HERE / "mini-card-game" / "missing_play.rkt", "mini-card-game", n=2,
              rubric=rubric)
    assert r.max_score == 118 and r.score == 88          # 80 + full documentation (8)
    assert r.docs.score == 8
    doc = json.loads(renderer("gradescope")([r], {}))
    assert [t["visibility"] for t in doc["tests"] if t["name"] == "play"] == ["after_due_date"]
    js = tmp_path / "rubric.json"
    js.write_text(json.dumps({"weights": {"fdraw": 12}}))
    assert load_rubric(js, functions).weights == {"fdraw": 12}
    js.write_text(json.dumps({"weights": {"fdrawz": 12}}))
    with pytest.raises(RubricError, match="no such function"):
        load_rubric(js, functions)
    js.write_text('{"weights": {"fdraw": -1}}')
    with pytest.raises(RubricError, match="expected a number"):
        load_rubric(js, functions)


def test_missing_and_misnamed_notes():
    req = assignment("bridge-hands").required
    assert missing_note("suit-counts", ["suits-count", "card-val"], req)[0] == "misnamed"
    assert missing_note("card-val", ["card_val"], req)[1] == \
        "misnamed: found card_val (card-val is not defined)"
    assert missing_note("bridge-val", ["helper"], req) == (
        "missing", "missing: bridge-val is not defined")


DOCS = """#lang racket
; (hypot x y) -> number?
; x : number?
; y : number?
;
; Calculates hypotenuse of the right triangle formed by x and y.
; Examples:
; > (hypot 3 4)
; => 5
; > (hypot 5 12)
; => 14
(define (hypot x y)
  (sqrt (+ (* x x) (* y y))))

; (twice f) -> procedure?
; Doubles.
(define twice (lambda (f x) (f (f x))))

(define (bare n) n)
"""


def test_documentation_blocks():
    fns = defined_functions(DOCS)
    assert [(n, p) for n, p, _ in fns] == [("hypot", ["x", "y"]), ("twice", ["f", "x"]),
                                          ("bare", ["n"])]
    report = check_documentation(DOCS, [], points=6)
    problems = {(p.name, p.problem) for p in report.problems}
    assert problems == {("twice", "no type line for `; f : ...`, `; x : ...`"),
                        ("bare", "no documentation block")}
    assert block_problems("g", ["a"], ["a : number?", "Adds one."]) == [
        "no signature line `; (g a) -> ...`"]
    assert report.score == 2.0          # one of three functions documented
    assert block_problems("f", [], ["(f) -> void?", "Does nothing."]) == []


def test_documentation_examples_are_run(tmp_path):
    path = tmp_path / "hypot.rkt"
    path.write_text(DOCS)
    r = grade(path, "mini-card-game", n=0, transcripts=False)
    examples = [(e.source, e.passed) for e in r.docs.examples]
    assert examples == [("(hypot 3 4)", True), ("(hypot 5 12)", False)]
    assert r.docs.wrong_examples[0].actual == "13"


def test_competition_ranks_by_total_score():
    config = GradeConfig("mini-card-game", seed=2, docs=False, transcripts=False)
    config.compete_games = 6
    subs = [Submission.from_path(HERE / "mini-card-game" / n, n)
            for n in ("correct.rkt", "missing_play.rkt", "halving.rkt")]
    results, _ = grade_all(subs, config, jobs=2)
    plan = compete_plan(config)
    rows = standings(results, plan)
    assert [s.submission for s in rows] == ["correct.rkt", "halving.rkt", "missing_play.rkt"]
    best = rows[0]
    assert best.valid == 6 and best.total >= best.optimum_total
    assert rows[-1].valid == 0
    text = render(rows, plan, "text")
    assert "optimum (exact optimal play): total" in text and "correct.rkt" in text
    assert json.loads(render(rows, plan, "json"))["games"] == 6
