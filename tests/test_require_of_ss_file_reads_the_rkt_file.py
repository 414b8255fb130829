"""`(require "x.ss")` reads x.rkt, as Racket's module name resolver does (the .ss file only
when there is no .rkt; an error names the .rkt): The Little Learner's malt library requires
its own modules as "B-tensor-basics.ss" beside B-tensor-basics.rkt. Racket 8.7 gave the
recorded answers."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_whole, needs_racket, racket_run_whole  # noqa: E402

LIB = "#lang racket\n(provide v)\n(define v '{})\n"
CASES = {
    "only_the_rkt_file": (
        {"x.rkt": LIB.format("rkt"), "main.rkt": "#lang racket\n(require \"x.ss\")\nv\n"},
        ("'rkt\n", 0, "")),
    "both_files_the_rkt_one": (
        {"x.rkt": LIB.format("rkt"), "x.ss": LIB.format("ss"),
         "main.rkt": "#lang racket\n(require \"x.ss\")\nv\n"},
        ("'rkt\n", 0, "")),
    "only_the_ss_file": (
        {"x.ss": LIB.format("ss"), "main.rkt": "#lang racket\n(require \"x.ss\")\nv\n"},
        ("'ss\n", 0, "")),
    "the_same_module_by_either_name": (
        {"x.rkt": "#lang racket\n(provide v)\n(define v (gensym))\n(displayln 'instantiated)\n",
         "main.rkt": "#lang racket\n(require (prefix-in a: \"x.ss\") (prefix-in b: \"x.rkt\"))\n(eq? a:v b:v)\n"},
        ("instantiated\n#t\n", 0, "")),
    "neither_file_the_error_names_the_rkt": (
        {"main.rkt": "#lang racket\n(require \"y.ss\")\n"},
        ("", 1, "main.rkt:2:9: cannot open module file\n  module path: FOLDER/y.rkt\n"
                "  path: FOLDER/y.rkt\n  system error: no such file or directory; rkt_err=3\n")),
}


def _answer(run: object, name: str, folder: Path) -> tuple[str, int, str]:
    files, _ = CASES[name]
    out, code, err = run(files, folder, "main.rkt")  # type: ignore[operator]
    err = err.replace(str(folder.resolve()), "FOLDER").replace(str(folder), "FOLDER")
    return out, code, err.split("\n  location...:")[0].rstrip("\n") + ("\n" if err else "")


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_answers(name: str, tmp_path: Path) -> None:
    assert _answer(minischeme_run_whole, name, tmp_path) == CASES[name][1]


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    assert _answer(racket_run_whole, name, tmp_path) == CASES[name][1]
