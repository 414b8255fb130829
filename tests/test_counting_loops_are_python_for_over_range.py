"""A loop that counts by one (`for` over `in-range`, a counter the loop moves by 1 or -1)
is written as Python's `for` over a `range` (compilation/counted_loops.py): the same
values, errors and steps as the closure back end, with and without a step limit, and the
limit stops it at the same step."""
from __future__ import annotations

import pytest

from minischeme.compilation.counted_loops import downto, upto
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.values.runtime import BUDGET
from tests.back_end_runs import generated_function, generated_source, run_counting_steps

SUM = "(define (f n) (for/sum ([i (in-range n)]) i))\n"


def test_a_counting_loop_is_a_for_over_a_range() -> None:
    code = generated_function(generated_source("#lang racket\n" + SUM + "(f 3)\n"), "f")
    assert "for v" in code and "range(" in code
    assert "while True:" in code       # (its exits leave the while around the for)
    # the counter is moved by the range, not by an addition of its own
    assert "+ (1))" not in code


def test_an_end_known_to_be_an_integer_is_not_tested() -> None:
    code = generated_function(generated_source(
        "#lang racket\n(define (f v) (for/sum ([i (in-range (vector-length v))]) i))\n(f (vector 1))\n"), "f")
    assert "__class__ is int else _upto" not in code and "range(" in code


def test_a_counter_moved_otherwise_stays_a_while_loop() -> None:
    code = generated_function(generated_source(
        "#lang racket\n(define (f n) (let loop ([i 0] [a 0]) (if (< i n) (loop (+ i 2) (+ a i)) a)))\n"
        "(f 3)\n"), "f")
    assert "range(" not in code


CASES = [
    (SUM + "(f 10) (f 0) (f -3) (f 10.5) (f 7/2) (f +nan.0)", "45\n0\n0\n55\n6\n0\n"),
    ("(for/list ([i (in-range 10 0 -1)]) i)", "'(10 9 8 7 6 5 4 3 2 1)\n"),
    ("(define (d e) (for/list ([i (in-range 5 e -1)]) i)) (d 0.5) (d 5) (d 9)",
     "'(5 4 3 2 1)\n'()\n'()\n"),
    ("(define (g n) (for/list ([i n] #:break (= i 3)) i)) (g 10) (g 2)", "'(0 1 2)\n'(0 1)\n"),
    ("(define (h n) (for/first ([i (in-range n)] #:when (> (* i i) 50)) i)) (h 100) (h 3)",
     "8\n#f\n"),
    ("(define (k n) (for/fold ([s 0] [p 1]) ([i (in-range 1 n)]) (values (+ s i) (* p i)))) (k 6)",
     "15\n120\n"),
    ("(define (lam n) (for/list ([i n]) (lambda () i))) (map (lambda (t) (t)) (lam 4))",
     "'(0 1 2 3)\n"),
    ("(define (nest n) (for/sum ([i n]) (for/sum ([j i]) (* i j)))) (nest 6)", "85\n"),
    ("(define (inf) (for/list ([i (in-range 0 +inf.0)] #:break (> i 4)) i)) (inf)",
     "'(0 1 2 3 4)\n"),
    ("(define (big) (for/sum ([i (in-range (expt 2 70) (+ (expt 2 70) 3))]) i)) (big)",
     "3541774862152233910275\n"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_values_and_steps_are_the_closure_back_ends(src: str, expected: str) -> None:
    fast = run_counting_steps(src, True)
    assert fast[:2] == (expected, None)
    assert fast == run_counting_steps(src, False)


def test_an_error_in_a_round_is_raised_at_the_same_step() -> None:
    src = "(define (f n) (for ([i n]) (when (= i 3) (error 'f \"at ~a\" i)))) (f 10)"
    fast = run_counting_steps(src, True)
    assert fast[1] is not None and "f: at 3" in fast[1]
    assert fast == run_counting_steps(src, False)


def _stopped_at(limit: int, src: str) -> tuple[str | None, int]:
    interp = Interpreter()
    BUDGET.set_limit(limit)
    try:
        with capture_output():
            outcome = interp.load_text("#lang racket\n" + src, "t.rkt", lambda v: None)
        return outcome.error, BUDGET.steps
    finally:
        BUDGET.set_limit(None)


@pytest.mark.parametrize("limit", [5, 64, 1000, 1001, 1002])
def test_a_step_limit_stops_it_at_the_same_step_on_both_back_ends(limit: int) -> None:
    from minischeme.compilation import codegen
    src = "(define (f n) (for/sum ([i (in-range n)]) i)) (f 1000)"
    saved = codegen.ENABLED
    try:
        fast = _stopped_at(limit, src)
        codegen.ENABLED = False
        slow = _stopped_at(limit, src)
    finally:
        codegen.ENABLED = saved
    assert fast == slow
    assert (fast[0] is None) == (limit >= 1002)   # the call, 1,000 rounds and the last test


def test_the_iterators_for_an_end_that_is_not_an_int() -> None:
    from fractions import Fraction
    assert list(upto(0, 2.5)) == [0, 1, 2]
    assert list(upto(0, Fraction(3, 2))) == [0, 1]
    assert list(upto(0, float("nan"))) == []
    assert list(downto(3, 0.5)) == [3, 2, 1]
