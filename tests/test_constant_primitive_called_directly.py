"""A module constant bound to one of Racket's first-order primitives that return one value
(`(define LEFT car)`, then `(LEFT x)`: inliners.PLAIN_RESULTS) is called through its
Python function once the direct-call stub has resolved it, with no apply_procedure and
no wrapper (direct_calls.DirectCall.resolve; issue 29, part 31). The primitive's own
errors stay Racket's, a wrong count goes the generic way (Racket's arity error), and a
primitive that may return several values or call a procedure is still applied. Racket's
answers are tests/differential/fresh16_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import assert_prints_in_both_back_ends, run_module  # noqa: E402

from minischeme.compilation.direct_calls import DirectCall
from minischeme.expansion.namespace import Cell
from minischeme.primitives import lookup_primitive
from minischeme.values.data import Symbol


def _resolved(name: str, count: int):
    cell = Cell(Symbol.intern("c"))
    cell.value = lookup_primitive(name)
    return DirectCall(cell, "m", count, "d1").resolve()


def test_a_plain_primitive_resolves_to_its_function() -> None:
    assert _resolved("car", 1) is lookup_primitive("car").fn
    assert _resolved("length", 1) is lookup_primitive("length").fn


def test_a_wrong_count_or_a_higher_order_primitive_is_applied() -> None:
    car_fn = lookup_primitive("car").fn
    assert _resolved("car", 2) is not car_fn
    assert _resolved("values", 2) is not lookup_primitive("values").fn
    assert _resolved("map", 2) is not lookup_primitive("map").fn


def test_results_and_errors_are_rackets() -> None:
    assert_prints_in_both_back_ends(
        "(define LEFT car)\n(define DOWN cdr)\n(define (walk t path) (if (null? path) t (walk ((car path) t) (cdr path))))\n"
        "(define (f t) (list (LEFT t) (DOWN t) (LEFT (DOWN t))))\n(f '(1 2 3))\n(walk '((1 . 2) 3) (list LEFT DOWN))",
        "'(1 (2 3) 2)\n2\n")
    out = run_module("(define LEFT car)\n(define (f t) (LEFT t))\n(f '())")
    assert "car: contract violation\n  expected: pair?\n  given: '()" in out, out
    out = run_module("(define LEFT car)\n(define (f t) (LEFT t t))\n(f '(1))")
    assert "car: arity mismatch;" in out and "expected: 1\n  given: 2" in out, out

