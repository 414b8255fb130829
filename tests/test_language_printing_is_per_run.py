"""A program's language prints its results its own way (sicp and scheme in write style,
racket as expressions) for its own `run` only: what runs next in the same process (a test
suite, a grader's interpreter, any caller of `main(["run", ...])`) prints as Racket does."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run  # noqa: E402

from minischeme.running.interpreter import Interpreter  # noqa: E402
from minischeme.values.printer import print_string  # noqa: E402


def printed_by_an_interpreter(text: str) -> list[str]:
    """The values of ``text`` printed by an interpreter of its own (not `run`)."""
    shown: list[str] = []
    Interpreter(lang="racket").load_text(text, "t.rkt", on_value=lambda v: shown.append(print_string(v)))
    return shown


def test_a_racket_program_after_a_sicp_one_prints_as_racket(tmp_path: Path) -> None:
    sicp = minischeme_run({"a.rkt": "#lang sicp\n(list 1 2)\n(cons 1 2)\n"}, tmp_path, "a.rkt")
    racket = minischeme_run({"b.rkt": "#lang racket\n(list 1 2)\n(mcons 1 2)\n"}, tmp_path, "b.rkt")
    assert sicp == ("(1 2)\n(1 . 2)\n", 0, "")
    assert racket == ("'(1 2)\n(mcons 1 2)\n", 0, "")


def test_a_racket_program_after_a_scheme_one_prints_as_racket(tmp_path: Path) -> None:
    scheme = minischeme_run({"a.rkt": "#lang scheme\n(list 'a)\n"}, tmp_path, "a.rkt")
    racket = minischeme_run({"b.rkt": "#lang racket\n(list 'a)\n"}, tmp_path, "b.rkt")
    assert (scheme[0], racket[0]) == ("(a)\n", "'(a)\n")


def test_an_interpreter_after_a_sicp_run_prints_as_racket(tmp_path: Path) -> None:
    assert minischeme_run({"a.rkt": "#lang sicp\n(list 1 2)\n"}, tmp_path, "a.rkt")[0] == "(1 2)\n"
    assert printed_by_an_interpreter("#lang racket\n(list 1 2)\n(mcons 1 2)\n") == ["'(1 2)", "(mcons 1 2)"]
