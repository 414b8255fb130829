"""contract-out's struct clauses: `(contract-out (struct posn ((x number?) (y number?))))`.

Racket 8.7 checks the constructor as `(-> number? number? posn?)`, each accessor as
`(-> posn? number?)` and each mutator as `(-> posn? number? void?)`, blaming the importer
for bad arguments and pointing `at:` the struct's name in its definition; the predicate,
`match` and `struct-copy` work as without the contract. Expected texts are Racket's
(`racket main.rkt`, the lines before `context...:`), asked while writing these tests.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.running.modules import ANY_FOLDER
from minischeme.values.ports import capture_output

SHAPES = """#lang racket
(provide (contract-out (struct posn ((x number?) (y number?)))
                       (struct account ((owner string?) (balance (>=/c 0))))
                       [origin posn?]))
(struct posn (x y) #:transparent)
(struct account (owner [balance #:mutable]) #:transparent)
(define origin (posn 0 0))
(posn 'inside 'ok)
"""


def run(folder: Path, main: str) -> tuple[str, str | None]:
    (folder / "shapes.rkt").write_text(SHAPES)
    (folder / "main.rkt").write_text('#lang racket\n(require "shapes.rkt")\n' + main)
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


def blame(who: str, expected: str, given: str, position: str, contract: str, at: str) -> str:
    return (f"{who}: contract violation\n  expected: {expected}\n  given: {given}\n"
            f"  in: the {position} argument of\n      {contract}\n  contract from: \n"
            f"      {{d}}/shapes.rkt\n  blaming: {{d}}/main.rkt\n"
            f"   (assuming the contract is correct)\n  at: {{d}}/shapes.rkt:{at}")


def test_the_struct_works_as_without_the_contract(tmp_path):
    out, error = run(tmp_path, "(posn 1 2)\n(posn-x (posn 1 2))\n(posn? origin)\norigin\nposn\n"
                               "(struct-copy posn origin [x 5])\n"
                               "(match (posn 1 2) [(posn x y) (+ x y)])\n"
                               '(define a (account "ann" 10))\n(set-account-balance! a 20)\n'
                               "(account-balance a)\n")
    assert error is None
    assert out == ("(posn 'inside 'ok)\n(posn 1 2)\n1\n#t\n(posn 0 0)\n#<procedure:posn>\n"
                   "(posn 5 0)\n3\n20\n")


@pytest.mark.parametrize("use, error", [
    ("(posn 'a 2)", blame("posn", "number?", "'a", "1st", "(-> number? number? posn?)", "5:8")),
    ("(posn-x 5)", blame("posn-x", "posn?", "5", "1st", "(-> posn? number?)", "5:8")),
    ('(account "bob" -1)', blame("account", "(>=/c 0)", "-1", "2nd",
                                 "(-> string? (>=/c 0) account?)", "6:8")),
    ('(set-account-balance! (account "bob" 1) -5)',
     blame("set-account-balance!", "(>=/c 0)", "-5", "2nd", "(-> account? (>=/c 0) void?)",
           "6:8")),
    ("(posn 1)", "posn: arity mismatch;\n the expected number of arguments does not match the "
                 "given number\n  expected: 2\n  given: 1\n  arguments...:\n   1"),
])
def test_struct_clause_checks_constructor_accessors_and_mutators(tmp_path, use, error):
    out, got = run(tmp_path, use + "\n")
    assert out == "(posn 'inside 'ok)\n"
    assert got == error.replace("{d}", str(tmp_path))
