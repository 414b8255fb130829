"""Issue 29, part 4: float and int/float arithmetic on the fast paths. The inlined
numeric primitives (minischeme/compilation/inliners.py) take floats where Python's own
operation gives Racket's answer, so compiled code never calls the generic primitive for
two floats; both back ends print the same and count the same steps. The answers
themselves are checked against Racket's in tests/differential/fast_paths_floats.exprs."""
from __future__ import annotations

import pytest

from tests.back_end_runs import run_counting_steps
from tests.test_primitive_fast_paths import generated_source

# a call, and a piece of the float path it must be written with
FLOAT_PATHS = [
    ("(+ a b)", "a + v3_b if v2_a.__class__ is float and v3_b.__class__ is float"),
    ("(* a b)", "a * v3_b if v2_a.__class__ is float and v3_b.__class__ is float"),
    ("(- a b)", "a - v3_b if v2_a.__class__ is float and v3_b.__class__ is float"),
    ("(/ a b)", "a / v3_b if v2_a.__class__ is float and v3_b.__class__ is float and v3_b"),
    ("(* 2 a)", "(2) * v2_a if v2_a.__class__ is float"),
    ("(/ a 2)", "v2_a / (2) if v2_a.__class__ is float"),
    ("(< a b)", "(v2_a.__class__ is int or v2_a.__class__ is float)"),
    ("(= a b)", "(v3_b.__class__ is int or v3_b.__class__ is float)"),
    ("(add1 a)", "(v2_a + 1 if (v2_a.__class__ is int or v2_a.__class__ is float)"),
    ("(sub1 a)", "(v2_a - 1 if (v2_a.__class__ is int or v2_a.__class__ is float)"),
    ("(zero? a)", "(v2_a == 0 if (v2_a.__class__ is int or v2_a.__class__ is float)"),
    ("(positive? a)", "(v2_a > 0 if"), ("(negative? a)", "(v2_a < 0 if"),
    ("(abs a)", "abs(v2_a) if v2_a.__class__ is float"),
    ("(floor a)", "v2_a // 1.0"), ("(ceiling a)", "-(-v2_a // 1.0)"),
    ("(sqrt a)", "_fsqrt(v2_a) if v2_a.__class__ is float and v2_a >= 0.0"),
    ("(max a b)", "v3_b != v3_b"), ("(exact->inexact a)", "v2_a if v2_a.__class__ is float"),
]


@pytest.mark.parametrize("call, fast", FLOAT_PATHS, ids=[c for c, _ in FLOAT_PATHS])
def test_float_operation_is_inlined_into_the_generated_code(call: str, fast: str) -> None:
    source = generated_source(f"#lang racket\n(define (f a b) {call})\n")
    assert fast in source, source


@pytest.mark.parametrize("call", ["(* 0 a)", "(+ 0 a)", "(- 0 a)", "(/ a 0)", "(/ 0 a)"])
def test_an_exact_zero_operand_never_takes_the_float_path(call: str) -> None:
    """(* 0 1.5) is exact 0, (+ 0 -0.0) is -0.0, (/ 1.0 0) an error: the primitive's."""
    source = generated_source(f"#lang racket\n(define (f a) {call})\n")
    assert "is float" not in source, source


def test_a_known_integer_with_an_unknown_operand_leaves_mixes_to_the_primitive() -> None:
    """The loop counter i may be 0: (+ i x) of a float x is the primitive's."""
    source = generated_source("#lang racket\n(define (f x) (let loop ([i 0] [s 0.0]) "
                              "(if (= i 10) s (loop (add1 i) (+ i x)))))\n")
    assert "is float else p" not in source.split("v5_i + v2_x")[1].split("\n")[0], source


FLOAT_LOOPS = """
(define (sum-roots n)
  (let loop ([i 0] [acc 0])
    (if (= i n) acc (loop (add1 i) (+ acc (sqrt i) (* 0.5 i) (floor (/ i 3)))))))
(define (find-factors x acc cont)
  (if (= acc (add1 (floor (sqrt x))))
      cont
      (find-factors x (add1 acc)
                    (if (= 0 (modulo x acc)) (append (list acc (floor (/ x acc))) cont) cont))))
(define (newton x) (let loop ([g 1.0] [k 0]) (if (< (abs (- (* g g) x)) 1e-12) (list g k) (loop (/ (+ g (/ x g)) 2) (add1 k)))))
(sum-roots 200)
(length (find-factors 7207200 1 '()))
(newton 2.0)
(newton 1e10)
(map (lambda (x) (list (round x) (truncate x) (ceiling x) (max x 1) (min x -0.0))) '(2.5 -0.5 3.5 -0.0 +inf.0))
"""


def test_float_loops_print_and_count_steps_alike_in_both_back_ends() -> None:
    generated = run_counting_steps(FLOAT_LOOPS, True)
    closures = run_counting_steps(FLOAT_LOOPS, False)
    assert generated[1] is None, generated[1]
    assert generated == closures
    assert generated[0].splitlines()[2:4] == ["'(1.414213562373095 5)", "'(100000.0 21)"]


def test_a_division_of_two_literal_integers_stays_exact() -> None:
    """No operand may be a float: (/ 7 2) is 7/2, never Python's 3.5."""
    out, error, _ = run_counting_steps("(/ 7 2)\n(define (f) (/ 7 2))\n(f)\n(/ 8 2)", True)
    assert (out, error) == ("7/2\n7/2\n4\n", None)
