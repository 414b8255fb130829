"""`provide/contract`, the older spelling of `(provide (contract-out ...))` that course files
still use: the same checks and blame (texts from Racket 8.7, `racket main.rkt`)."""
from __future__ import annotations

import os
from pathlib import Path

from minischeme.running.interpreter import Interpreter
from minischeme.running.modules import ANY_FOLDER
from minischeme.values.ports import capture_output


def run(folder: Path, lib: str, main: str) -> tuple[str, str | None]:
    (folder / "pc.rkt").write_text(lib)
    (folder / "main.rkt").write_text(main)
    interp = Interpreter(module_root=ANY_FOLDER)
    interp.main_module = True
    old = os.getcwd()
    os.chdir(folder)
    try:
        with capture_output() as out:
            outcome = interp.load_file("main.rkt", on_value=lambda v: out.write(
                interp.format_value(v) + "\n"))
    finally:
        os.chdir(old)
    return out.getvalue(), outcome.error


LIB = "#lang racket\n(provide/contract [f (-> integer? integer?)])\n(define (f x) x)\n"


def test_provide_contract_checks_at_the_boundary_as_contract_out_does(tmp_path):
    out, error = run(tmp_path, LIB, '#lang racket\n(require "pc.rkt")\n(f 1)\n(f \'a)\n')
    assert out == "1\n"
    assert error == ("f: contract violation\n  expected: integer?\n  given: 'a\n  in: the 1st "
                     "argument of\n      (-> integer? integer?)\n  contract from: \n      "
                     f"{tmp_path}/pc.rkt\n  blaming: {tmp_path}/main.rkt\n   (assuming the "
                     f"contract is correct)\n  at: {tmp_path}/pc.rkt:2:19")


def test_provide_contract_is_unbound_in_racket_base_without_racket_contract(tmp_path):
    lib = "#lang racket/base\n(provide/contract [f any/c])\n(define (f x) x)\n"
    out, error = run(tmp_path, lib, '#lang racket\n(require "pc.rkt")\n')
    assert error is not None and "provide/contract: unbound identifier" in error
