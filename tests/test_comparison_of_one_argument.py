"""`(>= x)`, a comparison whose other operand was forgotten (`(and (>= 0) (< v limit))`), is
#t for any real, as in Racket: inlined as the real test alone, with the primitive's error
for a non-real (inliners._compare, base_numbers._compare; issue 29, part 30). Racket's
answers are tests/differential/fresh15_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps, run_module  # noqa: E402

from minischeme.primitives.base_numbers import num_ge, num_lt, num_eq


def test_no_call_in_the_generated_code() -> None:
    source = generated_source("#lang racket\n(define (f v n) (and (>= 0) (< v n) (> v)))\n")
    assert "if (True):" in source and "(True if (v2_v.__class__ is int or v2_v.__class__ is float) else p" in source, source


def test_the_primitive_of_one_argument() -> None:
    assert num_ge(0) is True and num_lt(1.5) is True and num_eq(complex(1, 2)) is True


@pytest.mark.parametrize("call, message", [
    ("(f 'a)", ">: contract violation\n  expected: real?\n  given: 'a"),
    ("(f 1+2i)", ">: contract violation\n  expected: real?\n  given: 1+2i"),
])
def test_a_non_real_is_the_primitives_error(call: str, message: str) -> None:
    out = run_module(f"(define (f x) (> x))\n{call}")
    assert out.startswith("ERROR: ") and message in out, out


def test_the_steps_are_the_closure_back_ends() -> None:
    src = "(for/sum ([i 1000]) (if (and (>= 0) (< i 500) (<= i)) 1 0))"
    out_p, err_p, steps_p = run_counting_steps(src, True)
    out_c, err_c, steps_c = run_counting_steps(src, False)
    assert err_p is None and err_c is None and out_p == out_c == "500\n" and steps_p == steps_c
