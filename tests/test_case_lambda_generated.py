"""`case-lambda` is translated to Python like `lambda` (issue 13, one IR): a case-lambda is
one generated function that dispatches on the argument count, so a call of it takes one
Python frame, its self tail calls are jumps, and no lambda in it falls back to the closure
compiler (``assert_generated``).

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from minischeme.grading.limits import run_limited
from minischeme.running.interpreter import Interpreter
from minischeme.values.runtime import BUDGET
from tests.fallback_report import assert_generated


@pytest.fixture(autouse=True)
def no_limits_left_behind():
    yield
    BUDGET.max_steps = BUDGET.max_depth = BUDGET.stop_message = None


def test_the_clause_is_chosen_by_the_number_of_arguments():
    assert assert_generated(
        "(define area (case-lambda [(r) (* 3 r r)] [(w h) (* w h)] [(a b c) (+ a b c)]))\n"
        "(list (area 2) (area 2 5) (area 1 2 3))\n"
        "(define (pick) (case-lambda [(a) 'one] [(a b) 'two]))\n"
        "(list ((pick) 1) ((pick) 1 2))\n"
        "(define shadowed (case-lambda [(a) 'first] [(a) 'second] [(a . r) 'rest]))\n"
        "(shadowed 1)") == "'(12 10 6)\n'(one two)\n'first\n"


def test_a_rest_clause_takes_the_remaining_arguments_as_a_list():
    assert assert_generated(
        "(define f (case-lambda [() 'none] [(a) (list 'one a)] [(a b . r) (list a b r)]))\n"
        "(list (f) (f 1) (f 1 2) (f 1 2 3 4))\n"
        "(define r (case-lambda [args (length args)]))\n"
        "(list (r) (r 1 2 3))\n"
        "(define sum-all (case-lambda [() 0] [(x . xs) (+ x (apply sum-all xs))]))\n"
        "(sum-all 1 2 3 4)") == "'(none (one 1) (1 2 ()) (1 2 (3 4)))\n'(0 3)\n10\n"


def test_no_matching_clause_is_rackets_arity_error():
    assert assert_generated(
        "(define deep (case-lambda [(n) n] [(a b) 0]))\n"
        "(with-handlers ([exn:fail:contract:arity? exn-message]) (deep 1 2 3))\n"
        "(define one (case-lambda [(a) 1]))\n"
        "(with-handlers ([exn:fail? exn-message]) (one))\n"
        "(with-handlers ([exn:fail? exn-message]) (apply one '(1 2)))\n"
        "(define two-up (case-lambda [(a b . c) 1]))\n"
        "(with-handlers ([exn:fail? exn-message]) (two-up 1))\n"
        "(define none (case-lambda))\n"
        "(with-handlers ([exn:fail? exn-message]) (none 1))\n"
        "(with-handlers ([exn:fail? exn-message]) (deep 1 #:k 2))") == (
        '"deep: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  given: 3"\n'
        '"one: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  expected: 1\\n  given: 0"\n'
        '"one: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  expected: 1\\n  given: 2"\n'
        '"two-up: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  expected: at least 2\\n  given: 1"\n'
        '"none: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  given: 1"\n'
        '"application: procedure does not accept keyword arguments\\n  procedure: deep\\n'
        '  arguments...:\\n   1\\n   #:k 2"\n')


def test_procedure_arity_is_rackets_normalized_arity():
    assert assert_generated(
        "(procedure-arity (case-lambda [(a) 1] [(a b) 2]))\n"
        "(procedure-arity (case-lambda [(a b) 1] [(a) 2]))\n"
        "(procedure-arity (case-lambda [(a) 1] [(a b c) 3]))\n"
        "(procedure-arity (case-lambda [(a) 1] [(a b . r) 2]))\n"
        "(procedure-arity (case-lambda [(a b . r) 1] [() 0]))\n"
        "(procedure-arity (case-lambda [() 0] [(a) 1] [(a b c . r) 1]))\n"
        "(procedure-arity (case-lambda [(a b c d . r) 1] [(a b . c) 1] [(a) 1]))\n"
        "(procedure-arity (case-lambda [(a) 1] [(a) 2]))\n"
        "(procedure-arity (case-lambda))\n"
        "(procedure-arity (case-lambda [r 0]))\n"
        "(list (procedure-arity-includes? (case-lambda [(a) 1] [(a b c) 3]) 2)\n"
        "      (procedure-arity-includes? (case-lambda [(a) 1] [(a b c) 3]) 3)\n"
        "      (procedure-arity-includes? (case-lambda) 0))\n"
        "(equal? (procedure-arity (case-lambda [(a . r) 1])) (arity-at-least 1))\n"
        "(display (procedure-arity (case-lambda [(a . r) 1])))") == (
        "'(1 2)\n'(1 2)\n'(1 3)\n(arity-at-least 1)\n(list 0 (arity-at-least 2))\n"
        "(list 0 1 (arity-at-least 3))\n(arity-at-least 1)\n1\n'()\n(arity-at-least 0)\n"
        "'(#f #t #f)\n#t\n#(struct:arity-at-least 1)")


def test_a_case_lambda_prints_with_the_name_of_its_binding():
    assert assert_generated(
        "(define deep (case-lambda [(n) n] [(a b) 0]))\n"
        "deep\n"
        "(let ([f (case-lambda [(a) 1])]) f)\n"
        "(object-name deep)\n"
        "(define (make-counter)\n"
        "  (define counter (case-lambda [() 0] [(k) k]))\n"
        "  counter)\n"
        "(make-counter)") == "#<procedure:deep>\n#<procedure:f>\n'deep\n#<procedure:counter>\n"


def test_clauses_share_the_variables_around_them():
    assert assert_generated(
        "(define (make-counter)\n"
        "  (define total 0)\n"
        "  (case-lambda\n"
        "    [() total]\n"
        "    [(k) (set! total (+ total k)) total]\n"
        "    [(k . more) (for-each (lambda (m) (set! total (+ total m))) (cons k more)) total]))\n"
        "(define c (make-counter))\n"
        "(list (c 5) (c 1 2 3) (c))\n"
        "(map (lambda (p) (p 10))\n"
        "     (for/list ([i 3]) (case-lambda [() i] [(x) (+ x i)])))\n"
        "(define (outer)\n"
        "  (define f (case-lambda [(a) (g a 1)] [(a b) (list a b)]))\n"
        "  (define (g x y) (f x y))\n"
        "  (f 7))\n"
        "(outer)\n"
        "(map (case-lambda [(x) (* x x)] [(x y) (+ x y)]) '(1 2 3) '(10 20 30))") == (
        "'(5 11 11)\n'(10 11 12)\n'(7 1)\n'(11 22 33)\n")


def limited(program: str, call: str, depth: int = 500) -> tuple[str, object]:
    """``call``'s value after loading ``program``, run with at most ``depth`` nested calls."""
    interp = Interpreter()
    assert interp.load_text(f"#lang racket\n{program}\n", "t.rkt").error is None
    box = []

    def thunk():
        box.append(interp.eval_string(call)[0])
        return box[0]
    result = run_limited(thunk, 10**9, 120, 10**6, depth=depth)
    return result.reason, (box[0].error or box[0].value) if box else None


def test_a_million_tail_calls_through_a_case_lambda_run_in_constant_stack():
    tally = ("(define tally\n"
             "  (case-lambda\n"
             "    [(n) (tally n 0)]\n"
             "    [(n acc) (if (= n 0) acc (tally (- n 1) (+ acc 1)))]))")
    assert limited(tally, "(tally 1000000)") == ("ok", 1_000_000)
    # a tail call between procedures, one of them a case-lambda
    ping = ("(define (ping n) (if (= n 0) 'done (pong (- n 1))))\n"
            "(define pong (case-lambda [(n) (ping n)] [(n m) 'never]))")
    reason, value = limited(ping, "(pong 1000000)")
    assert (reason, str(value)) == ("ok", "done")
    assert assert_generated(f"{tally}\n(tally 1000000)\n{ping}\n(pong 100)") == "1000000\n'done\n"


def test_a_call_of_a_case_lambda_takes_one_frame_of_the_depth_limit():
    deep = "(define deep (case-lambda [(n) (if (= n 0) 0 (+ 1 (deep (- n 1))))] [(a b) 0]))"
    # a limit of N calls is a stack of N * FRAMES_PER_CALL frames, one a plain call
    assert limited(deep, "(deep 1900)", depth=1000) == ("ok", 1900)
    assert limited(deep, "(deep 2100)", depth=1000)[0] == "recursion"
