"""`match` and `match*` report their bad syntax from their lowering (they have no
S-expression compiler of their own), clause by clause, before anything inside them is
expanded, as Racket's macro does; a match of many clauses with a `(=> id)` clause runs.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module  # noqa: E402


run = run_module


RHS = "match: expected at least one expression on the right-hand side"
CASES = {
    "a clause with no body": (
        "(match 1 [2] [(foo x) 1])", f"t.rkt:2:9: {RHS}\n  in: ((2))"),
    "a clause of a bad pattern and no body": (
        "(match 1 [(foo x)])", f"t.rkt:2:9: {RHS}\n  in: (((foo x)))"),
    "a guard and no body": (
        "(match 1 [x #:when 1])", f"t.rkt:2:9: {RHS} after #:when clause\n  in: ((x) #:when 1)"),
    "too few patterns in match*": (
        "(match* (1 2) [(a) 1])",
        "t.rkt:2:15: match: wrong number of match clauses, expected 2 and got 1\n  in: (a)"),
    "too few patterns in match* in a procedure": (
        "(define (f v) (match* (v v) [(a) 1]))",
        "t.rkt:2:29: match: wrong number of match clauses, expected 2 and got 1\n  in: (a)"),
    "a clause with no body in a procedure": (
        "(define (f) (match 1 [2]))", f"t.rkt:2:21: {RHS}\n  in: ((2))"),
    "an arrow after the body's first form": (
        "(match 1 [x 1 (=> 2)])", "t.rkt:2:14: =>: arrow not allowed as an expression\n  in: (=> 2)"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_match_reports_its_syntax_errors_as_racket_does(case):
    source, error = CASES[case]
    assert run(source) == "ERROR: " + error


@pytest.mark.parametrize("source", ["(match undefined-v [(foo x) 1])",
                                    "(match 1 [x undefined-v] [(foo x) 2])"])
def test_a_bad_pattern_is_reported_before_an_unbound_name_in_the_match(source):
    # Racket: `match: syntax error in pattern` (at the pattern; here at its clause)
    assert run(source).split(": ", 2)[2] == "match: syntax error in pattern\n  in: (foo x)"


def test_a_match_of_many_clauses_with_a_failure_procedure_runs():
    clauses = " ".join(f"[{i} (quote c{i})]" for i in range(45))
    first = "[(? number? n) (=> fail) (if (= n 3) (fail) (list 'first n))]"
    source = (f"(define (f v) (match v {first} {clauses} [_ 'other]))\n(f 1) (f 3) (f 44) (f 'x)\n"
              f"(match 3 {first} {clauses} [_ 'other])")
    assert run(source) == "'(first 1)\n'c3\n'(first 44)\n'other\n'c3\n"
