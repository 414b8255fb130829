"""A call in tail position of a procedure not known at compile time returns a TailCall for
the caller's trampoline, built by ``_T()`` and filling its slots (codegen.tail_call) rather
than by a Python call (issue 29, parts 1 and 26: half the cost of the commonest call). Proper tail calls stay:
a loop through unknown procedures in tail position runs in constant Python stack."""
from __future__ import annotations

import pytest

from minischeme.compilation.codegen import tail_call
from minischeme.values.procedures import TailCall
from tests.back_end_runs import run_counting_steps


def test_the_generated_text_fills_exactly_the_slots_tailcall_has() -> None:
    assert TailCall.__slots__ == ("proc", "args")
    namespace = {"_T": TailCall, "f": print}
    exec("def g(a, b):\n" + "".join(f"    {line}\n" for line in tail_call("f", ["a", "b"])),
         namespace)
    made = namespace["g"](1, 2)
    assert type(made) is TailCall and made.proc is print and made.args == [1, 2]


PROGRAM = """
(define (make-counter-loop next) (lambda (n acc) (if (= n 0) acc (next (- n 1) (+ acc 1)))))
(define step #f)
(set! step (make-counter-loop (lambda (n acc) (step n acc))))
(step 300000 0)
(define (even2? n) (if (= n 0) #t (odd2? (- n 1))))
(define (odd2? n) (if (= n 0) #f (even2? (- n 1))))
(even2? 200001)
(define ((then f g) input k) (f input (lambda (rest) (g rest k))))
(define (one input k) (and (pair? input) (k (cdr input))))
((then one one) '(a b c) (lambda (r) r))
"""

RACKET = "300000\n#f\n'(c)\n"


@pytest.mark.parametrize("generate", [True, False], ids=["generated", "closures"])
def test_tail_calls_through_unknown_procedures_run_in_constant_stack(generate: bool) -> None:
    out, error, _ = run_counting_steps(PROGRAM, generate)
    assert error is None
    assert out == RACKET
