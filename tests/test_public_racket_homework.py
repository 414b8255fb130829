"""The fifth set of public submissions: students' Racket homework (UW / Coursera
"Programming Languages, Part B" homework 4 and 5 with their rackunit test files, CSC 324,
CIS 352), each program run whole with `minischeme run ENTRY` in its folder, as Racket 8.7
ran it: the same exit code, stdout and stderr (rackunit's FAILURE and ERROR blocks, error
messages), compared by the hashes recorded in
tests/submissions_public/racket-homework/expected.json (see racket_homework.py for what is
normalised). The files are downloaded by tests/submissions_public/fetch.py (not
committed); a program whose files are not there is skipped. A program marked ``xfail``
(with the cause) must still differ: when it passes, remove the mark."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "submissions_public"))
import racket_homework  # noqa: E402

PROGRAMS = racket_homework.programs()


def _param(program: dict):
    marks = []
    if program.get("xfail"):
        marks = [pytest.mark.xfail(reason=program["xfail"], strict=True)]
    absent = racket_homework.missing(program)
    if absent:
        marks = [pytest.mark.skip(reason=f"not fetched (tests/submissions_public/fetch.py): {absent[0]}")]
    return pytest.param(program, id=program["entry"], marks=marks)


def test_the_set_is_real_and_recorded():
    assert len(PROGRAMS) >= 40
    assert len({p["student"] for p in PROGRAMS}) >= 25
    for program in PROGRAMS:
        assert {"exit_code", "stdout_sha256", "stderr_sha256"} <= set(program["racket"]), program["entry"]
        assert program["entry"].split("/", 1)[1] in program["files"], program["entry"]


@pytest.mark.parametrize("program", [_param(p) for p in PROGRAMS])
def test_program_answers_as_racket_did(program):
    got = racket_homework.run_minischeme(program)
    assert racket_homework.answer(got) == program["racket"], got
