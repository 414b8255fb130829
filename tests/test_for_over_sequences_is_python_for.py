"""A `for` clause over in-vector, in-string, in-hash or a sequence of no known kind (a bare
list, vector, string, stream ...) steps a Python iterator; its rounds are Python's `for`
over that iterator (compilation/iterated_loops.py), and a for/fold over a counted range is
a `for` over a `range` (counted_loops.copies_before). Each keeps the values, errors and
step counts of the closure back end, with and without a step limit, and a limit stops the
loop at the same step, in the same procedure, after the same output, even where a
program's procedure makes the elements."""
from __future__ import annotations

import re

import pytest

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.values.runtime import BUDGET
from tests.back_end_runs import generated_function, generated_source, run_counting_steps


def _code(src: str, name: str = "f") -> str:
    return generated_function(generated_source("#lang racket\n" + src), name)


@pytest.mark.parametrize("clause", ["(in-vector v)", "(in-string s)", "v", "s", "lst"])
def test_a_clause_stepping_an_iterator_is_a_python_for(clause: str) -> None:
    code = _code("(define v (vector 1 2)) (define s \"ab\") (define lst (list 1 2))\n"
                 f"(define (f) (for/list ([x {clause}]) x))\n(f)\n")
    assert "    for v" in code and "next(" not in code and "_FOR_END" not in code


def test_a_hash_clause_of_two_names_is_a_python_for() -> None:
    code = _code("(define h (hash 1 2))\n(define (f) (for/sum ([(k v) (in-hash h)]) v))\n(f)\n")
    assert "    for v" in code and "next(" not in code


def test_a_for_fold_over_a_range_is_a_for_over_a_range() -> None:
    code = _code("(define (f n) (for/fold ([a 0]) ([i (in-range n)]) (+ a i)))\n(f 3)\n")
    assert "range(" in code and "+ (1))" not in code


def test_a_list_walk_stays_a_while_loop() -> None:
    code = _code("(define (f l) (for/sum ([x (in-list l)]) x))\n(f (list 1))\n")
    assert "while True:" in code and ".cdr" in code


def test_a_jump_rebinds_the_loop_variables_with_no_temporary_where_none_is_needed() -> None:
    code = _code("(define (f l) (for/list ([x (in-list l)] [i (in-naturals)]) (+ x i)))\n(f (list 1))\n")
    assert re.search(r"(\w+), (\w+) = \1\.cdr, \(\2 \+ \(1\)\)", code), code
    # for/list's collecting is a statement, its void unused
    assert ".append(" in code and "or _VOID" not in code


PRODUCER = ("(define n 0)\n"
            "(define (next!) (set! n (add1 n)) (display n) (if (> n 6) 'done n))\n")

CASES = [
    ("(define (f v) (for/sum ([x (in-vector v)]) x)) (f (vector 1 2 3)) (f (vector))",
     "6\n0\n"),
    ("(define (f s) (for/list ([c (in-string s)]) (char-upcase c))) (f \"abc\") (f (string #\\x #\\y))",
     "'(#\\A #\\B #\\C)\n'(#\\X #\\Y)\n"),
    ("(define (f x) (for/list ([e x]) e)) (f '(1 2)) (f (vector 3 4)) (f \"ab\") (f 3) (f '())",
     "'(1 2)\n'(3 4)\n'(#\\a #\\b)\n'(0 1 2)\n'()\n"),
    ("(define (f h) (for/sum ([(k v) (in-hash h)]) (* k v))) (f (hash 1 2 3 4))", "14\n"),
    # a vector set during in-vector: each element is read when its round comes
    ("(define (f v) (for/list ([x (in-vector v)] [i (in-naturals)])"
     " (when (< (+ i 1) (vector-length v)) (vector-set! v (+ i 1) (* 10 x))) x))"
     " (f (vector 1 2 3 4))", "'(1 10 100 1000)\n"),
    ("(define (f v) (for/list ([x v] #:break (> x 2)) x)) (f (vector 1 2 3 4))", "'(1 2)\n"),
    ("(define (f v) (for/list ([x v] #:final (> x 2)) x)) (f (vector 1 2 3 4))", "'(1 2 3)\n"),
    ("(define (f v) (for/list ([x v] #:when (odd? x) #:unless (= x 3)) x)) (f (vector 1 2 3 4 5))",
     "'(1 5)\n"),
    ("(define (f v) (for/first ([x v] #:when (> x 1)) x)) (f (vector 1 2 3)) (f (vector))", "2\n#f\n"),
    ("(define (f v) (list (for/and ([x v]) (< x 3)) (for/or ([x v]) (and (> x 1) x)))) (f (vector 1 2 3))",
     "'(#f 2)\n"),
    ("(define (f v) (for*/list ([x v] [c (in-string \"ab\")]) (cons x c))) (f (vector 1 2))",
     "'((1 . #\\a) (1 . #\\b) (2 . #\\a) (2 . #\\b))\n"),
    ("(define (f v) (for/fold ([s 0] [p 1]) ([x (in-vector v)]) (values (+ s x) (* p x)))) (f (vector 2 3 4))",
     "9\n24\n"),
    ("(define (f v) (for/list ([x v]) (lambda () x))) (map (lambda (t) (t)) (f (vector 1 2 3)))",
     "'(1 2 3)\n"),
    ("(define (f n) (for/fold ([a '()]) ([i (in-range n)]) (cons (lambda () (list i (length a))) a)))"
     " (map (lambda (t) (t)) (f 3))", "'((2 2) (1 1) (0 0))\n"),
    ("(define (f n) (for/fold ([s 0] #:result (* s 2)) ([i n]) (+ s i))) (f 4) (f 0)", "12\n0\n"),
    # a tail call in the body of the last round leaves the loop's while as before
    ("(define (g x) (* x 3)) (define (f v) (for/last ([x v]) (g x))) (f (vector 1 2))", "6\n"),
    (PRODUCER + "(define (f) (for/list ([x (in-producer next! 'done)]) x)) (f) n",
     "1234567'(1 2 3 4 5 6)\n7\n"),
    ("(define (f s) (for/list ([x s]) x)) (f (stream 1 2 3))", "'(1 2 3)\n"),
]


@pytest.mark.parametrize("src,expected", CASES)
def test_values_and_steps_are_the_closure_back_ends(src: str, expected: str) -> None:
    fast = run_counting_steps(src, True)
    assert fast[:2] == (expected, None)
    assert fast == run_counting_steps(src, False)


@pytest.mark.parametrize("src,words", [
    ("(define (f v) (for ([x (in-vector v)]) (when (= x 3) (error 'f \"at ~a\" x)))) (f (vector 1 2 3 4))",
     "f: at 3"),
    ("(define (f v) (for ([x (in-vector v)]) x)) (f '(1 2))",
     "in-vector: contract violation\n  expected: vector\n  given: '(1 2)"),
    ("(define (f s) (for ([x (in-string s)]) x)) (f 'ab)",
     "in-string: contract violation\n  expected: string\n  given: 'ab"),
    ("(define (f x) (for ([e x]) e)) (f 'ab)",
     "for: expected a sequence for e, got something else: 'ab"),
])
def test_an_error_is_raised_at_the_same_step(src: str, words: str) -> None:
    fast = run_counting_steps(src, True)
    assert fast[1] is not None and words in fast[1]
    assert fast == run_counting_steps(src, False)


def _stopped_at(limit: int, src: str) -> tuple[str, str | None, int]:
    interp = Interpreter()
    BUDGET.set_limit(limit)
    try:
        with capture_output() as port:
            outcome = interp.load_text("#lang racket\n" + src, "t.rkt", lambda v: None)
        return port.getvalue(), outcome.error, BUDGET.steps
    finally:
        BUDGET.set_limit(None)


def _both(limit: int, src: str) -> tuple[tuple, tuple]:
    saved = codegen.ENABLED
    try:
        fast = _stopped_at(limit, src)
        codegen.ENABLED = False
        slow = _stopped_at(limit, src)
    finally:
        codegen.ENABLED = saved
    return fast, slow


@pytest.mark.parametrize("limit", [3, 5, 64, 1000, 1001, 1002, 1003, 1004])
def test_a_step_limit_stops_a_vector_loop_at_the_same_step(limit: int) -> None:
    src = "(define v (make-vector 1000 1)) (define (f) (for/sum ([x (in-vector v)]) x)) (f)"
    fast, slow = _both(limit, src)
    assert fast == slow
    assert (fast[1] is None) == (fast[2] <= limit)


@pytest.mark.parametrize("limit", [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 40])
def test_a_limit_stops_a_loop_whose_elements_a_procedure_makes_after_the_same_output(limit: int) -> None:
    # each round's step is counted before next! runs: a limit hit there is the loop's, and
    # next! has not printed that round's number yet
    src = PRODUCER + "(define (f) (for ([x (in-producer next! 'done)]) (display \"-\"))) (f)"
    fast, slow = _both(limit, src)
    assert fast == slow
    assert fast[1] is None or "step limit" in fast[1] or "limit" in fast[1]


@pytest.mark.parametrize("limit", [2, 5, 13, 14, 15, 30])
def test_a_limit_stops_a_for_fold_over_a_range_at_the_same_step(limit: int) -> None:
    src = "(define (f n) (for/fold ([a 0] [b 1]) ([i (in-range n)]) (values (+ a i) b))) (f 12)"
    fast, slow = _both(limit, src)
    assert fast == slow
