"""The expressions inside a contract (a `(λ (s) ...)`, `(=/c n)` of a variable, a call of
the program's own contract maker, `(property/c length ...)`) are evaluated as Racket
evaluates them: where `define/contract` is written, and in the providing module for
`contract-out`; `->i`'s dependent parts are not checked. Expected text is Racket 8.7's
(`racket b.rkt`, asked while writing these tests)."""
from __future__ import annotations

import os
from pathlib import Path

from minischeme.running.interpreter import Interpreter
from minischeme.running.modules import ANY_FOLDER
from minischeme.values.ports import capture_output

PROVIDER = """#lang racket
(define (f x) x)
(define (g x) (list x))
(define n 2)
(define (lim k) (and/c number? (<=/c k)))
(define (h xs) (length xs))
(provide (contract-out [f (-> (not/c (λ (s) (equal? s 3))) any/c)]
                       [g (-> (lim 5) (property/c length (=/c n)))]
                       [n (and/c number? (<=/c n))]
                       [h (->i ([xs (listof any/c)]) [r (xs) (=/c (length xs))])]))
"""

USER = """#lang racket
(require "a.rkt")
(define (show thunk) (with-handlers ([exn? (λ (e) (displayln (car (string-split (exn-message e) "\\n  in:"))))]) (thunk)))
(f 1)
(show (λ () (f 3)))
(show (λ () (g 7)))
(h '(1 2))
"""


def run(folder: Path, name: str) -> tuple[str, str | None]:
    interp = Interpreter(module_root=ANY_FOLDER)
    interp.main_module = True
    old = os.getcwd()
    os.chdir(folder)
    try:
        with capture_output() as out:
            outcome = interp.load_file(name, on_value=lambda v: out.write(
                interp.format_value(v) + "\n"))
    finally:
        os.chdir(old)
    return out.getvalue(), outcome.error


def test_contract_out_evaluates_its_expressions_in_the_provider(tmp_path: Path) -> None:
    (tmp_path / "a.rkt").write_text(PROVIDER)
    (tmp_path / "b.rkt").write_text(USER)
    out, error = run(tmp_path, "b.rkt")
    assert error is None
    assert out.startswith("1\nf: contract violation\n  expected: (not/c ")
    assert "g: contract violation\n  expected: (<=/c 5)\n  given: 7\n2\n" in out


def test_define_contract_evaluates_its_expressions_where_written(tmp_path: Path) -> None:
    (tmp_path / "d.rkt").write_text("""#lang racket
(define n 2)
(define (lim k) (and/c number? (<=/c k)))
(define/contract (f x) (-> (not/c (λ (s) (equal? s 3))) any/c) x)
(define/contract (g x) (-> (lim 5) (property/c length (=/c n))) (list x))
(define (show thunk) (with-handlers ([exn? (λ (e) (displayln (exn-message e)))]) (thunk)))
(f 1)
(show (λ () (f 3)))
(show (λ () (g 7)))
""")
    out, error = run(tmp_path, "d.rkt")
    assert error is None
    # the λ is named by where it is written (Racket shortens a long path with "...")
    assert out.startswith("1\nf: contract violation\n  expected: (not/c ")
    assert "d.rkt:4:34)\n  given: 3\n" in out
    assert ("g: contract violation\n  expected: (<=/c 5)\n  given: 7\n"
            "  in: an and/c case of\n      the 1st argument of\n      (->\n       (and/c number? (<=/c 5))\n"
            "       (property/c length (=/c 2)))\n  contract from: (function g)\n") in out


def test_a_contract_form_minischeme_lacks_is_not_checked(tmp_path: Path) -> None:
    """(vector/c is racket/contract's; minischeme has none: the definition works, unchecked,
    rather than failing as an unbound identifier.)"""
    (tmp_path / "k.rkt").write_text("#lang racket\n"
                                    "(define/contract (f x) (-> (vector/c number?) any/c) x)\n"
                                    "(f (vector 3))\n")
    assert run(tmp_path, "k.rkt") == ("'#(3)\n", None)
