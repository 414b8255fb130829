"""The recordings of Racket's answers (tests/recorded_answers.py): how answers are matched
to datums, that the files are written deterministically, and that a missing answer says
how to record it. No Racket needed."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import racket_oracle as oracle  # noqa: E402
import recorded_answers as recorded  # noqa: E402


def _recording(sources: list[str]) -> recorded.EvalRecording:
    datums = [{"source": s, "expr": s, "value": f"v{i}", "output": ""} for i, s in enumerate(sources)]
    return recorded.EvalRecording(Path("x.json"), "sha", {"load_error": None, "body_output": ""},
                                  datums)


def test_an_inserted_datum_has_no_answer_and_the_others_keep_theirs():
    rec = _recording(["(a)", "(b)", "(c)"])
    now = ["(a)", "(new)", "(b)", "(c)"]
    assert [rec.answer_for(now, i) and rec.answer_for(now, i)["value"] for i in range(4)] == \
        ["v0", None, "v1", "v2"]


def test_a_repeated_datum_is_matched_by_its_occurrence():
    rec = _recording(["x", "(set! x 2)", "x"])
    assert rec.answer_for(["x", "(set! x 2)", "x"], 2)["value"] == "v2"
    assert rec.answer_for(["x", "(set! x 2)", "x", "x"], 3) is None


def test_recordings_are_written_one_row_per_line_in_a_fixed_order(tmp_path):
    path = tmp_path / "r.json"
    recorded.write_recording(path, {"file": "f", "n": 1}, "answers", {"b": {"value": "2"},
                                                                       "a": {"value": "1"}})
    text = path.read_text(encoding="utf-8")
    assert json.loads(text) == {"file": "f", "n": 1, "answers": {"a": {"value": "1"},
                                                                  "b": {"value": "2"}}}
    assert text.splitlines()[4:6] == ['  "a": {"value": "1"},', '  "b": {"value": "2"}']
    recorded.write_recording(path, {"file": "f", "n": 1}, "answers", {"a": {"value": "1"},
                                                                       "b": {"value": "2"}})
    assert path.read_text(encoding="utf-8") == text


def test_an_eval_recording_strips_directories_and_keeps_the_source(tmp_path, monkeypatch):
    monkeypatch.setattr(recorded, "DIFFERENTIAL_RECORDED", tmp_path)
    rkt, exprs = tmp_path / "m.rkt", tmp_path / "m.exprs"
    rkt.write_text("#lang racket\n")
    exprs.write_text("(car '())\n'x\n")
    run = oracle.EvalRun(who="racket", command=[], load={"load_error": None, "body_output": ""},
                         datums=[{"expr": "(car (quote ()))", "error": "/abs/dir/m.rkt:1:0: car: bad",
                                  "output": ""},
                                 {"expr": "(quote x)", "value": "x", "output": ""}])
    recorded.record_eval_run(rkt, exprs, run, "8.7")
    rec = recorded.read_eval_recording(rkt)
    assert rec.made_from(rkt)
    assert rec.datums[0] == {"source": "(car '())", "expr": "(car (quote ()))",
                             "error": "m.rkt:1:0: car: bad", "output": ""}
    assert rec.answer_for(["(car '())", "'x"], 1)["value"] == "x"
    rkt.write_text("#lang racket/base\n")
    assert not rec.made_from(rkt)


def test_a_missing_answer_says_how_to_record_it():
    message = recorded.missing_message("datum #3 of lists.exprs", "differential/lists",
                                       recorded.DIFFERENTIAL_RECORDED / "lists.json")
    assert "python -m tests.record_racket differential/lists" in message
    assert "tests/recorded/differential/lists.json" in message



def test_paths_of_other_files_in_the_repository_are_recorded_relative_to_its_root():
    lib = oracle.REPO_ROOT / "tests" / "differential" / "lib" / "deck.rkt"
    message = f"f: contract violation\n  contract from: \n      {lib}\n  blaming: /x/y/m.rkt"
    assert oracle.portable_paths(message, "m.rkt") == (
        "f: contract violation\n  contract from: \n      tests/differential/lib/deck.rkt\n"
        "  blaming: m.rkt")
