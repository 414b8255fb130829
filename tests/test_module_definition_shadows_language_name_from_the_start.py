"""A module that defines a name its language also binds (`map`, `list`, `reverse` in
`#lang racket`: SICP and course files define their own) means its own definition
everywhere in the module, from the start: a use that runs before the definition is
Racket's "undefined" error, not the language's procedure (a file called `(map add1 ...)`
to show the built-in, then defined its own `map`: Racket stops at the first call). The
forms the language's macros expand into (`for/list`, `match`, quasiquote, `case`,
`struct`, rackunit's checks) still mean the language's procedures."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

_UNDEFINED = "{}: undefined;"
CASES = {
    "called_at_module_level": (
        "#lang racket\n(display 1)\n(map add1 '(1 2))\n(define (map f l) 'mine)\n",
        ("1", 1, _UNDEFINED.format("map"))),
    "called_through_a_procedure": (
        "#lang racket\n(define (g) (map add1 '(1 2)))\n(g)\n(define (map f l) 'mine)\n",
        ("", 1, _UNDEFINED.format("map"))),
    "racket_base_name": (
        "#lang racket/base\n(length '(1))\n(define (length l) 0)\n",
        ("", 1, _UNDEFINED.format("length"))),
    "used_after_the_definition": (
        "#lang racket\n(define (map f l) 'mine)\n(map add1 '(1 2))\n",
        ("'mine\n", 0, "")),
    "the_language_s_forms_unaffected": (
        "#lang racket\n(require rackunit)\n(for/list ([i 3]) i)\n(for*/list ([i 2] [j 2]) (+ i j))\n"
        "(match '(1 2 3) [(list a b ...) b])\n`(1 ,@'(2) #(1 ,(+ 1 1)))\n(case 3 [(1 2 3) 'a])\n"
        "(struct p (x) #:transparent)\n(p 1)\n(check-equal? 1 1)\n"
        "(define (reverse l) 'mine)\n(define (map f l) 'mine)\n(define (list . l) 'mine)\n"
        "(define (cons a b) 'mine)\n(define (car x) 'mine)\n(define (equal? . x) 'mine)\n"
        "(define (memv . x) 'mine)\n(define (vector . l) 'mine)\n",
        ("'(0 1 2)\n'(0 1 1 2)\n'(2 3)\n'(1 2 #(1 2))\n'a\n(p 1)\n", 0, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_answers(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert minischeme_run({"main.rkt": program}, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert racket_run({"main.rkt": program}, tmp_path, "main.rkt") == expected
