"""A recursion 100,000 deep passes under the grader's default limits when each level goes
through a primitive that calls back (map, foldl, apply, hash-ref's failure thunk, sort's
comparator ...), a control form (with-handlers, parameterize, dynamic-wind, let/ec,
begin0, call-with-values) or a procedure with optional, rest or keyword arguments. Racket
prints 100000 for every one of them; the depth limit counts Python frames, and each of
these levels takes two to four, so the limit must allow for them (interpreter.FRAMES_PER_CALL)
while still stopping a runaway recursion.
"""
from __future__ import annotations

import shutil
import subprocess

import pytest

from minischeme.values.runtime import BUDGET
from tests.test_deep_recursion import graded_value

DEEP = {
    "letrec-values": "(define (deep n)\n"
                     "  (letrec-values ([(a b) (values 1 (- n 1))]) (if (= n 0) 0 (+ a (deep b)))))",
    "with-handlers": "(define (deep n)\n"
                     "  (if (= n 0) 0 (+ 1 (with-handlers ([exn:fail? (lambda (e) 0)]) (deep (- n 1))))))",
    "parameterize": "(define p (make-parameter 1))\n"
                    "(define (deep n) (if (= n 0) 0 (+ (p) (parameterize ([p 1]) (deep (- n 1))))))",
    "dynamic-wind": "(define (deep n)\n"
                    "  (if (= n 0) 0 (+ 1 (dynamic-wind void (lambda () (deep (- n 1))) void))))",
    "map": "(define (deep n)\n"
           "  (if (= n 0) 0 (+ 1 (car (map (lambda (x) (deep (- n 1))) '(1))))))",
    "foldl": "(define (deep n)\n"
             "  (if (= n 0) 0 (+ 1 (foldl (lambda (x acc) (deep (- n 1))) 0 '(1)))))",
    "vector-map": "(define (deep n)\n"
                  "  (if (= n 0) 0 (+ 1 (vector-ref (vector-map (lambda (x) (deep (- n 1))) (vector 1)) 0))))",
    "build-list": "(define (deep n)\n"
                  "  (if (= n 0) 0 (+ 1 (car (build-list 1 (lambda (i) (deep (- n 1))))))))",
    "for-each": "(define r 0)\n"
                "(define (deep n)\n"
                "  (if (= n 0) 0 (begin (for-each (lambda (x) (set! r (deep (- n 1)))) '(1)) (+ r 1))))",
    "apply": "(define (deep n) (if (= n 0) 0 (+ 1 (apply deep (list (- n 1))))))",
    "apply-of-map": "(define (deep n)\n"
                    "  (if (= n 0) 0 (+ 1 (apply + (map (lambda (x) (deep (- n 1))) '(1))))))",
    "hash-ref-failure-thunk": "(define memo (make-hash))\n"
                              "(define (deep n)\n"
                              "  (if (= n 0) 0 (+ 1 (hash-ref memo n (lambda () (deep (- n 1)))))))",
    "hash-ref!-memo": "(define memo (make-hash))\n"
                      "(define (deep n)\n"
                      "  (hash-ref! memo n (lambda () (if (= n 0) 0 (+ 1 (deep (- n 1)))))))",
    "compose": "(define (deep n) (if (= n 0) 0 (+ 1 ((compose deep sub1) n))))",
    "optional-argument": "(define (deep n [k 1]) (if (= n 0) 0 (+ k (deep (- n 1)))))",
    "keyword-argument": "(define (deep n #:k [k 1]) (if (= n 0) 0 (+ k (deep (- n 1) #:k k))))",
    "rest-argument": "(define (deep n . r) (if (= n 0) 0 (+ 1 (deep (- n 1)))))",
    "immediately-applied-lambda": "(define (deep n)\n"
                                  "  (if (= n 0) 0 (+ 1 ((lambda (m) (deep m)) (- n 1)))))",
    "call-with-values": "(define (deep n)\n"
                        "  (if (= n 0) 0 (call-with-values (lambda () (values 1 (deep (- n 1)))) +)))",
    "begin0": "(define (deep n) (if (= n 0) 0 (+ 1 (begin0 (deep (- n 1)) 1))))",
    "cond-arrow": "(define (deep n) (cond [(= n 0) 0] [(- n 1) => (lambda (m) (+ 1 (deep m)))]))",
    "let/ec": "(define (deep n) (if (= n 0) 0 (+ 1 (let/ec k (deep (- n 1))))))",
    "delay-force": "(define (deep n) (if (= n 0) 0 (+ 1 (force (delay (deep (- n 1)))))))",
    "stream-cons": "(define (deep n)\n"
                   "  (if (= n 0) 0 (+ 1 (stream-first (stream-cons (deep (- n 1)) empty-stream)))))",
    "curried-define": "(define ((adder k) n) (if (= n 0) 0 (+ k ((adder k) (- n 1)))))\n"
                      "(define (deep n) ((adder 1) n))",
    "for/foldr": "(define (deep n)\n"
                 "  (if (= n 0) 0 (+ (for/foldr ([s 0]) ([i (in-list '(1))]) (+ s i)) (deep (- n 1)))))",
    "match-failure-continuation": "(define (deep n)\n"
                                  "  (match n [0 0] [_ (=> k) (if (< n 0) (k) (+ 1 (deep (- n 1))))]))",
    "append-map": "(define (build n)\n"
                  "  (if (= n 0) '() (append-map (lambda (x) (cons x (build (- n 1)))) '(1))))\n"
                  "(define (deep n) (length (build n)))",
}


@pytest.fixture(autouse=True)
def no_limits_left_behind():
    yield
    BUDGET.max_steps = BUDGET.max_depth = BUDGET.stop_message = None


@pytest.mark.parametrize("form", DEEP)
def test_recursion_100000_deep_through_a_primitive_or_control_form_passes_under_grade(form):
    assert graded_value(DEEP[form]) == ("ok", 100_000)


def test_a_runaway_recursion_through_map_is_still_stopped_by_the_depth_limit():
    reason, value = graded_value(
        "(define (forever n) (+ 1 (car (map (lambda (x) (forever x)) (list n)))))", "(forever 1)")
    assert reason == "recursion"
    assert value.startswith("recursion depth limit exceeded")


def test_append_map_shares_its_last_result_like_append():
    reason, value = graded_value("(define tail (list 2 3))\n"
                                 "(define (deep n) (eq? tail (append-map (lambda (x) tail) '(1))))",
                                 "(deep 0)")
    assert (reason, value) == ("ok", True)


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
def test_racket_prints_100000_for_every_deep_recursion_here():
    program = "".join(f"(let ()\n{DEEP[form]}\n(displayln (deep 100000)))\n" for form in DEEP)
    run = subprocess.run(["racket", "-l", "racket", "-e", program],
                         capture_output=True, text=True, timeout=300)
    assert run.stdout.split() == ["100000"] * len(DEEP), run.stderr
