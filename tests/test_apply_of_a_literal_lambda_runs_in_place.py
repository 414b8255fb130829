"""`(apply (lambda (p ...) body ...) lst)` runs the body in place (issue 29, part 26;
expander.Builder.lower_apply): %apply-spread checks the list (Racket's errors: apply's
`list?` contract, else the lambda's arity error under its name), the parameters are bound
to its elements, and no closure, argument list or TailCall is made; the body's tail calls
are the caller's, so a self call through it becomes a jump of the caller's loop. Steps are
counted as the call of the lambda counted them. Racket's answers at the edges are in
tests/differential/apply_in_place; these tests check the generated code, the stack, and the
steps against the same program with the lambda hidden from the rewrite."""
from __future__ import annotations

import pytest

from back_end_runs import (assert_prints_in_both_back_ends, generated_function,  # noqa: E402
                           generated_source, run_counting_steps)

METALANG = """
(define (best n)
  (let loop ([a 0] [best 0] [at 0])
    (if (> a n)
        (list best at)
        ((lambda (internal_env)
           (apply (lambda (best at) (loop (+ a 1) best at)) internal_env))
         (let ([v (modulo (* a 37) 101)])
           (if (> v best) (list v a) (list best at)))))))
(best 200000)
"""


def test_the_generated_code_makes_no_closure_and_jumps() -> None:
    fn = generated_function(generated_source("#lang racket\n" + METALANG), "best")
    inner = fn.split("\n", 1)[1].rsplit("return _MC(", 1)[0]
    assert "%apply-spread" not in inner          # a constant's name, not text
    assert "_C()" not in inner and "_MC(" not in inner and "def " not in inner
    assert "_T()" not in inner and "continue" in inner


def test_a_loop_through_it_runs_in_constant_stack() -> None:
    # 200,000 rounds: the loop's self call through the applied lambda is a jump
    assert_prints_in_both_back_ends(METALANG, "'(100 30)\n")   # what `racket` printed


HIDDEN = "(if (zero? (random 1)) (lambda (i acc) BODY) #f)"
COUNT = """
(define (count-down l)
  (apply LAMBDA l))
(count-down (list 1000 0))
(with-handlers ([exn:fail:contract:arity? exn-message]) (count-down '(1)))
(with-handlers ([exn:fail:contract? exn-message]) (count-down 5))
"""
BODY = "(if (= i 0) acc (count-down (list (- i 1) (+ acc 1))))"


@pytest.mark.parametrize("generate", [True, False], ids=["generated", "closures"])
def test_steps_and_answers_are_those_of_the_call(generate: bool) -> None:
    literal = COUNT.replace("LAMBDA", f"(lambda (i acc) {BODY})")
    hidden = COUNT.replace("LAMBDA", HIDDEN.replace("BODY", BODY))
    out, err, steps = run_counting_steps(literal, generate)
    out2, err2, steps2 = run_counting_steps(hidden, generate)
    assert err is None and err2 is None
    assert out.splitlines()[0] == out2.splitlines()[0] == "1000"
    assert out.splitlines()[2] == out2.splitlines()[2] == (
        '"apply: contract violation\\n  expected: list?\\n  given: 5"')
    # the arity error names the lambda by its place: the same words, its column apart
    assert out.splitlines()[1].split(": ", 1)[1] == out2.splitlines()[1].split(": ", 1)[1]
    assert "arity mismatch" in out.splitlines()[1]
    # the hidden one also calls zero? and random (no steps) and the `if`: none counted
    assert steps == steps2


@pytest.mark.parametrize("src", [
    "(define (f l) (let ([apply (lambda (g l) 'mine)]) (apply (lambda (a) a) l)))",
    "(define (f l) (apply (lambda (a [b 1]) a) l))",
    "(define (f l) (apply (lambda (a . r) a) l))",
    "(define (f l) (apply (lambda (a) a) 1 l))",
])
def test_other_shapes_call_apply(src: str) -> None:
    fn = generated_function(generated_source("#lang racket\n" + src), "f")
    assert "_C()" in fn or "_MC(" in fn or "def " in fn.split("\n", 1)[1]
