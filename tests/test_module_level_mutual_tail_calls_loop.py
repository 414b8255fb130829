"""Module-level procedures calling each other in tail position (a module-level
even?/odd? pair, a small state machine) run as one Python loop when the callee is small
enough to be inlined (expansion/inlining.py): inside the body of `my-odd?` inlined in
`my-even?`, the call of `my-even?` is left a call of itself (``Builder.defining``), which
in tail position is a jump back to the top of its loop, not a trampoline bounce. Each
program prints what Racket 8.7 printed for it (recorded with `racket FILE`) in both back
ends and counts the steps it counted before (recorded from the code before this change:
a step per call, inlined or not), so a step limit decides as before."""
from __future__ import annotations

import pytest

from back_end_runs import generated_function, generated_source, run_counting_steps  # noqa: E402
from minischeme.running.interpreter import Interpreter
from minischeme.values.runtime import BUDGET


@pytest.fixture(autouse=True)
def no_limits_left_behind():
    yield
    BUDGET.max_steps = BUDGET.max_depth = BUDGET.stop_message = None
    BUDGET.limit = BUDGET.marked = None


EVEN_ODD = r"""(define (my-even? k) (if (= k 0) #t (my-odd? (- k 1))))
(define (my-odd? k) (if (= k 0) #f (my-even? (- k 1))))
(list (my-even? 100001) (my-odd? 100001) (my-even? 0))"""

# program, what Racket printed, Racket's error (first line), the steps counted before
PROGRAMS = [
    (EVEN_ODD, "'(#f #t #t)\n", None, 200_005),
    (r"""(define (s0 l) (cond [(null? l) #t] [(= (car l) 0) (s0 (cdr l))] [else (s1 (cdr l))]))
(define (s1 l) (if (null? l) #f (if (= (car l) 0) (s2 (cdr l)) (s0 (cdr l)))))
(define (s2 l) (if (null? l) #f (s1 (cdr l))))
(list (s0 '(1 1 0)) (s0 '(1 0 1 1 1 0 0 1)) (s1 '()))""", "'(#t #t #f)\n", None, 14),
    (r"""(define (ping k) (if (zero? k) (pong-done k) (pong (sub1 k))))
(define (pong k) (if (zero? k) 'pong (ping (sub1 k))))
(define (pong-done k) (list 'ping k))
(list (ping 10) (ping 11) (pong 3))""", "'((ping 0) pong (ping 0))\n", None, 29),
    (r"""(define (a k) (if (= k 0) (car k) (b (- k 1))))
(define (b k) (a k))
(a 5)""", "", "car: contract violation", 11),
    (r"""(define (depth k) (if (= k 0) 0 (+ 1 (hop (- k 1)))))
(define (hop k) (depth k))
(depth 5000)""", "5000\n", None, 10_001),
]


@pytest.mark.parametrize("k", range(len(PROGRAMS)))
def test_results_errors_and_steps_are_as_before_in_both_back_ends(k: int) -> None:
    src, printed, error, steps = PROGRAMS[k]
    fast = run_counting_steps(src, True)
    assert fast[0] == printed
    assert (fast[1] or "").split("\n")[0] == (error or "")
    assert fast[2] == steps
    assert run_counting_steps(src, False) == fast


def _error_under_step_limit(src: str, limit: int) -> str | None:
    interp = Interpreter()
    BUDGET.set_limit(limit)
    try:
        outcome = interp.load_text("#lang racket\n" + src, "t.rkt", lambda v: None)
    finally:
        BUDGET.set_limit(None)
    return outcome.error


def test_a_step_limit_decides_as_it_did() -> None:
    assert _error_under_step_limit(EVEN_ODD, 200_005) is None
    error = _error_under_step_limit(EVEN_ODD, 200_004)
    assert error is not None and error.startswith("step limit exceeded: more than 200,004 steps")


def test_the_pair_is_one_loop_with_no_trampoline_bounce() -> None:
    code = generated_source("#lang racket\n" + EVEN_ODD)
    for name in ("my_even_", "my_odd_"):
        fn = generated_function(code, name)
        assert "_T()" not in fn and "continue" in fn


def test_a_million_module_level_mutual_tail_calls_run_in_constant_stack() -> None:
    interp = Interpreter()
    BUDGET.max_depth = 100
    try:
        outcomes = interp.eval_string(EVEN_ODD.rsplit("\n", 1)[0] + "\n(my-even? 1000001)")
    finally:
        BUDGET.max_depth = None
    assert [o.error for o in outcomes] == [None, None, None]
    assert outcomes[-1].value is False
