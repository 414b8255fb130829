"""A name exported twice as different bindings is Racket's compile-time error (issue 30,
point 5): `(provide f (contract-out [f ...]))` exports the plain `f` and the contracted
one, and Racket refuses the module ("identifier already provided (as a different
binding)"), naming contract-out's identifier `provide/contract-id-f`, a rename-out's own
name, or all-defined-out's definition; the same binding provided twice is fine. The
answers are Racket 8.7's (re-checked against `racket` when it is installed)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

HEAD = "#lang racket\n"
ALREADY = "provide: identifier already provided (as a different binding)"
CASES = {
    "name_then_contract_out": (
        HEAD + "(provide f (contract-out [f (-> number? number?)]))\n(define (f x) x)\n(f 1)\n",
        ("", 1, f"program.rkt:2:26: {ALREADY}")),
    "contract_out_then_name": (
        HEAD + "(provide (contract-out [f (-> number? number?)]) f)\n(define (f x) x)\n",
        ("", 1, f"program.rkt:2:49: {ALREADY}")),
    "contract_out_twice": (
        HEAD + "(provide (contract-out [f (-> number? number?)]) (contract-out [f (-> number? "
        "number?)]))\n(define (f x) x)\n",
        ("", 1, f"program.rkt:2:64: {ALREADY}")),
    "rename_out_onto_a_name": (
        HEAD + "(provide f (rename-out [g f]))\n(define (f x) x)\n(define (g x) x)\n",
        ("", 1, f"program.rkt:2:24: {ALREADY}")),
    "all_defined_out_then_contract_out": (
        HEAD + "(provide (all-defined-out) (contract-out [f (-> number? number?)]))\n"
        "(define (f x) x)\n",
        ("", 1, f"program.rkt:2:42: {ALREADY}")),
    "contract_out_then_all_defined_out": (
        HEAD + "(provide (contract-out [f (-> number? number?)]) (all-defined-out))\n"
        "(define (f x) x)\n",
        ("", 1, f"program.rkt:3:9: {ALREADY}")),
    "same_binding_twice": (
        HEAD + "(provide f)\n(provide f (all-defined-out))\n(define (f x) x)\n\"ok\"\n",
        ("\"ok\"\n", 0, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_duplicate_provide_as_racket_says(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert minischeme_run({"program.rkt": program}, tmp_path, "program.rkt") == expected


def test_the_required_module_is_refused_too(tmp_path: Path) -> None:
    files = {"lib.rkt": CASES["name_then_contract_out"][0],
             "main.rkt": "#lang racket\n(require \"lib.rkt\")\n(f 1)\n"}
    out, code, first = minischeme_run(files, tmp_path, "main.rkt")
    assert (out, code) == ("", 1) and first == f"lib.rkt:2:26: {ALREADY}"


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_recorded_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert racket_run({"program.rkt": program}, tmp_path, "program.rkt") == expected
