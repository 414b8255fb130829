"""racket/contract's flat contracts are procedures: applied to a value they answer whether
it satisfies them (`((listof number?) '(1 2))` is #t), and `flat-contract-predicate` gives
that test; `flat-rec-contract`, `flat-murec-contract`, `struct/c` and `property/c` make
such contracts. A chaperone contract (vectorof, hash/c, box/c) or a higher-order one is no
procedure. Expected text is Racket 8.7's (`racket -e`, asked while writing these tests)."""
from __future__ import annotations

import pytest

from minischeme.running.interpreter import Interpreter


def evaluate(source: str) -> str:
    """The printed value of the last form of ``source`` in `#lang racket`'s namespace, or
    the error's first lines."""
    interp = Interpreter(lang="racket")
    outcomes = interp.eval_string(source)
    last = outcomes[-1]
    if last.error is not None:
        return last.error.split("\n  context...:")[0]
    return interp.format_value(last.value)


@pytest.mark.parametrize("expr, expected", [
    ("(list ((listof number?) '(1 2)) ((listof number?) '(1 a)) ((and/c number? positive?) 3)"
     " ((or/c string? symbol?) 4))", "'(#t #f #t #f)"),
    ("(list ((=/c 3) 3) ((</c 3) 2) ((between/c 1 5) 3) ((cons/c number? number?) (cons 1 2))"
     " ((list/c number?) (list 1)))", "'(#t #t #t #t #t)"),
    ("(list ((list/c number?) 5) ((not/c number?) 1) ((one-of/c 1 2) 2) ((integer-in 1 3) 2)"
     " ((>=/c 1) 'a) ((between/c 1 5) 'a))", "'(#f #f #t #t #f #f)"),
    ("(filter (listof number?) '((1) (a) 5 ()))", "'((1) ())"),
    ("(map procedure? (list (vectorof number?) (hash/c number? number?) (box/c number?)"
     " (or/c number? (-> number? number?)) (listof (-> number? number?)) (-> number? number?)"
     " (listof number?) (or/c) (and/c)))", "'(#f #f #f #f #f #f #t #t #t)"),
    ("(map flat-contract? (list (vectorof number?) (listof number?) (struct/c posn number? number?)))",
     "'(#f #t #t)"),
])
def test_a_flat_contract_is_its_own_predicate(expr: str, expected: str) -> None:
    assert evaluate(f"(struct posn (x y))\n{expr}") == expected


def test_a_predicate_called_by_a_contract_raises_its_own_error() -> None:
    assert evaluate("((and/c number? (lambda (x) (car x))) 5)") == (
        "car: contract violation\n  expected: pair?\n  given: 5")


@pytest.mark.parametrize("expr, expected", [
    ("((flat-contract-predicate (listof number?)) '(1 2))", "#t"),
    ("(list ((flat-contract-predicate 3) 3) ((flat-contract-predicate 'a) 'b))", "'(#t #f)"),
    ("(flat-contract-predicate number?)", "#<procedure:number?>"),
    ("(flat-contract-predicate (vectorof number?))",
     "flat-contract-predicate: contract violation\n  expected: flat-contract?\n"
     "  given: (vectorof number?)"),
])
def test_flat_contract_predicate(expr: str, expected: str) -> None:
    assert evaluate(expr) == expected


@pytest.mark.parametrize("expr, expected", [
    ("(define tree/c (flat-rec-contract tree (listof tree) number?))\n"
     "(list (flat-contract? tree/c) (procedure? tree/c) (contract-name tree/c) (tree/c '(1 (2)))"
     " ((flat-contract-predicate tree/c) '(1 (2 3) ())) ((flat-contract-predicate tree/c) '(1 \"a\")))",
     "'(#t #t tree #t #t #f)"),
    ("(flat-murec-contract ([even1 (or/c null? (cons/c number? odd1))] [odd1 (cons/c number? even1)])"
     " (list (even1 '(1 2)) (even1 '(1)) (odd1 '(1)) (contract-name even1)))", "'(#t #f #t even1)"),
    ("(struct posn (x y))\n"
     "(define np (struct/c posn exact-nonnegative-integer? exact-nonnegative-integer?))\n"
     "(list (flat-contract? np) (contract-name np) (np (posn 1 2)) (np (posn -1 2)) (np 5))",
     "'(#t (struct/c posn natural? natural?) #t #f #f)"),
    ("(define pc (property/c length (=/c 2)))\n"
     "(list (flat-contract? pc) (procedure? pc) (contract-name pc) (pc '(1 2)) (pc '(1)))",
     "'(#t #t (property/c length (=/c 2)) #t #f)"),
])
def test_recursive_struct_and_property_contracts(expr: str, expected: str) -> None:
    assert evaluate(expr) == expected


@pytest.mark.parametrize("definition, message", [
    ("(define/contract x (flat-rec-contract tree (listof tree) number?) '(1 \"a\"))",
     "x: broke its own contract\n  promised: tree\n  produced: '(1 \"a\")\n  in: tree"),
    ("(struct posn (x y))\n(define/contract x (struct/c posn number? number?) (posn 1 'a))",
     "x: broke its own contract\n  promised: number?\n  produced: 'a\n"
     "  in: the (#:selector posn-y) field of\n      (struct/c posn number? number?)"),
    ("(struct posn (x y))\n(define/contract x (list/c (struct/c posn number? number?)) (list 5))",
     "x: broke its own contract\n  promised: posn?\n  produced: 5\n  in: the 1st element of\n"
     "      (list/c (struct/c posn number? number?))"),
    ("(define/contract x (property/c length (=/c 2)) '(1))",
     "x: broke its own contract\n  promised: (=/c 2)\n  produced: 1\n  in: the length of\n"
     "      (property/c length (=/c 2))"),
])
def test_their_blame_errors_are_racket_words(definition: str, message: str) -> None:
    assert evaluate(definition).startswith(message + "\n  contract from: (definition x)")
