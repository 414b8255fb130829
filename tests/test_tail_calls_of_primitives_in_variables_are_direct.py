"""A tail call of a variable holding a primitive that takes that many arguments (`(define
next add1)`, `f` given `add1` in `(compose2 add1 abs)`) calls the primitive's function at
once (codegen.primitive_or_tail_call), as a call not in tail position does: no TailCall
made for the trampoline to unpack. A primitive counts no step either way, so the steps
are those of the closure back end; a primitive that tail-calls (`apply`) returns its own
TailCall, so a loop through it stays in constant space. Racket's answers at the edges:
tests/differential/tail_calls_of_primitives_in_variables."""
from __future__ import annotations

from back_end_runs import generated_function, generated_source, run_counting_steps  # noqa: E402

PROGRAM = """(define (compose2 f g) (lambda (x) (f (g x))))
(define h (compose2 add1 abs))
(define next add1)
(define (count-up i n) (if (= i n) i (count-up (next i) n)))
(define ap apply)
(define (via-apply n) (if (= n 0) 'done (ap via-apply (list (- n 1)))))
(define (tail2 f x y) (f x y))
(list (h -5) (count-up 0 1000) (via-apply 300000) (tail2 + 1 2)
      (with-handlers ([exn:fail? exn-message]) (tail2 add1 1 2))
      (call-with-values (lambda () (tail2 values 1 2)) list))"""


def test_results_and_steps_are_the_closure_back_end_s() -> None:
    fast = run_counting_steps(PROGRAM, True)
    assert fast[:2] == ("'(6 1000 done 3 \"add1: arity mismatch;\\n the expected number of "
                        "arguments does not match the given number\\n  expected: 1\\n  given: 2\""
                        " (1 2))\n", None)
    assert run_counting_steps(PROGRAM, False) == fast


def test_the_tail_call_tries_the_primitive_first() -> None:
    fn = generated_function(generated_source("#lang racket\n" + PROGRAM), "tail2")
    prim = fn.index("__class__ is _Prim")
    assert "return v" in fn[prim:] and prim < fn.index("_T()")
