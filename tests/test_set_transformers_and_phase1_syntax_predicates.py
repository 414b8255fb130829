"""`make-set!-transformer`: a macro whose transformer is called for the bare name and for
`(set! name e)` as well (the Racket Guide's `val2` getter/setter, copied into a learner's
notes); and racket/base's syntax predicates (`identifier?`, `free-identifier=?` ...) in
transformer code under `#lang racket`, without syntax/parse."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

VAL2 = """#lang racket
(define-values (get-val put-val!)
  (let ([private-val 0])
    (values (lambda () private-val)
            (lambda (v) (set! private-val v)))))
(define-syntax val2
  (make-set!-transformer
   (lambda (stx)
     (syntax-case stx (set!)
       [val2 (identifier? (syntax val2)) (syntax (get-val))]
       [(set! val2 e) (syntax (put-val! e))]))))
val2
(+ val2 3)
(set! val2 10)
val2
(define (f) (set! val2 (add1 val2)) val2)
(f)
(let ([x 1]) (set! val2 x) val2)
(set!-transformer? (make-set!-transformer (lambda (s) s)))
(set!-transformer? 5)
(procedure? (set!-transformer-procedure (make-set!-transformer (lambda (s) s))))
"""
CASES = {
    "getter_and_setter": (VAL2, ("0\n3\n10\n11\n1\n#t\n#f\n#t\n", 0, "")),
    "not_a_procedure": ("#lang racket\n(make-set!-transformer 5)\n",
                        ("", 1, "make-set!-transformer: contract violation")),
    "a_plain_macro_is_still_no_variable": (
        "#lang racket\n(define-syntax (m stx) #'1)\n(set! m 2)\n",
        ("", 1, "main.rkt:3:6: set!: cannot mutate syntax identifier")),
    "identifier_fender": (
        "#lang racket\n(define-syntax (m stx)\n  (syntax-case stx ()\n"
        "    [(_ x) (identifier? #'x) #''id]\n    [(_ x) #''other]))\n(m a)\n(m 1)\n"
        "(define-syntax (same? stx)\n  (syntax-case stx ()\n"
        "    [(_ a b) (if (free-identifier=? #'a #'b) #'#t #'#f)]))\n(same? car car)\n(same? car cdr)\n",
        ("'id\n'other\n#t\n#f\n", 0, "")),
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
