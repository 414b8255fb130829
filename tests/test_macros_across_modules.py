"""Macros across modules (issue 30, point 4): a macro a module provides means, where it is
used, what its template means where it was defined. Its free names denote the defining
module's bindings, private ones included (a helper procedure, a helper macro, a library
name the user redefines); names its template introduces capture none of the user's (as
`x`, `t`, `tmp` here); a syntax-rules literal matches across modules. The answers are
Racket 8.7's (re-checked against `racket` when it is installed). A real miniKanren
(tests/corpus/lib-minikanren-webyrd: mk.rkt's `run`, `fresh`, `conde` name its private
`lambdag@`, `bind*`, `take` ...) runs as in Racket too."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402
from tools.fetch_sources import not_fetched  # noqa: E402

LIB = "#lang racket\n(provide my-or swap! with-helper twice-helper def-getter kw-case show-x)\n(define (helper x) (list 'helper x))\n(define-syntax-rule (private-twice e) (list e e))\n(define-syntax-rule (with-helper e) (helper e))\n(define-syntax-rule (twice-helper e) (private-twice (helper e)))\n(define-syntax-rule (my-or a b) (let ([t a]) (if t t b)))\n(define-syntax-rule (swap! a b) (let ([tmp a]) (set! a b) (set! b tmp)))\n(define-syntax-rule (def-getter name val) (define (name) (first (list val))))\n(define-syntax kw-case\n  (syntax-rules (:)\n    [(_ (: x)) (list 'colon x)]\n    [(_ x) (list 'plain x)]))\n(define-syntax-rule (show-x) (let ([x 'macro-x]) (pick x)))\n(define-syntax pick (syntax-rules () [(_ v) (list 'picked v)]))\n"

MAIN = '#lang racket\n(require "lib.rkt")\n(define (helper x) \'users-helper)\n(define (first l) \'users-first)\n(define t 5)\n(my-or #f t)\n(define tmp 1)\n(define other 2)\n(swap! tmp other)\n(list tmp other)\n(with-helper 1)\n(twice-helper 2)\n(def-getter get 42)\n(get)\n(kw-case (: 3))\n(kw-case 4)\n(define x \'users-x)\n(show-x)\n(define-syntax-rule (local-use e) (with-helper e))\n(local-use 7)\n'

FILES = {"lib.rkt": LIB, "main.rkt": MAIN}
RACKET_ANSWER = ("5\n'(2 1)\n'(helper 1)\n'((helper 2) (helper 2))\n42\n'(colon 3)\n'(plain 4)\n'(picked macro-x)\n'(helper 7)\n", 0, "")

PRIVATE = {"lib.rkt": LIB, "main.rkt": MAIN + "(private-twice 1)\n"}
PRIVATE_ANSWER = ("", 1, "main.rkt:21:1: private-twice: unbound identifier")

MINIKANREN = Path(__file__).resolve().parent / "corpus" / "lib-minikanren-webyrd"


def test_a_provided_macro_means_what_it_meant_where_defined(tmp_path: Path) -> None:
    assert minischeme_run(FILES, tmp_path, "main.rkt") == RACKET_ANSWER


def test_the_private_helpers_stay_private(tmp_path: Path) -> None:
    assert minischeme_run(PRIVATE, tmp_path, "main.rkt") == PRIVATE_ANSWER


@pytest.mark.skipif(not_fetched(MINIKANREN) is not None,
                    reason=str(not_fetched(MINIKANREN)))
def test_minikanren_runs_as_in_racket(tmp_path: Path) -> None:
    files = {p.name: p.read_text() for p in MINIKANREN.iterdir() if p.suffix in (".rkt", ".scm")}
    expected = json.loads((MINIKANREN / "expected.json").read_text())
    out, code, first = minischeme_run(files, tmp_path, "main.rkt")
    assert (out, code, first) == (expected["stdout"], expected["exit_code"],
                                  expected["stderr_first_line"])
    assert "'((() (1 2 3)) ((1) (2 3)) ((1 2) (3)) ((1 2 3) ()))" in out   # run* (x y)


@needs_racket
@pytest.mark.parametrize("files, answer", [(FILES, RACKET_ANSWER), (PRIVATE, PRIVATE_ANSWER)],
                         ids=["meaning", "private"])
def test_recorded_answers_are_racket_s(files: dict, answer: tuple, tmp_path: Path) -> None:
    assert racket_run(files, tmp_path, "main.rkt") == answer
