"""Proper tail calls everywhere Racket has them, and deep non-tail recursion."""
import pytest

from minischeme.running.interpreter import Interpreter


def run(src):
    interp = Interpreter()
    outcomes = interp.eval_string(src)
    for o in outcomes:
        assert o.error is None, o.error
    return outcomes[-1].value


LOOP = 300_000  # far beyond any Python stack; the 10,000,000 loop runs in the differential suite


@pytest.mark.parametrize("body", [
    "(if (= n 0) 'done (loop (- n 1)))",
    "(cond [(= n 0) 'done] [else (loop (- n 1))])",
    "(cond [(= n 0) 'done] [#t (loop (- n 1))])",
    "(when #t (if (= n 0) 'done (loop (- n 1))))",
    "(and #t (if (= n 0) 'done (loop (- n 1))))",
    "(or #f (if (= n 0) 'done (loop (- n 1))))",
    "(let ([m n]) (if (= m 0) 'done (loop (- m 1))))",
    "(let* ([m n]) (if (= m 0) 'done (loop (- m 1))))",
    "(begin 1 (if (= n 0) 'done (loop (- n 1))))",
    "(case n [(0) 'done] [else (loop (- n 1))])",
    "(if (= n 0) 'done (apply loop (list (- n 1))))",
    "(match n [0 'done] [_ (loop (- n 1))])",
])
def test_tail_call_in_each_tail_position_runs_in_constant_stack(body):
    assert run(f"(define (loop n) {body}) (loop {LOOP})").name == "done"


def test_mutual_tail_recursion_runs_in_constant_stack():
    src = """(define (ev? n) (if (= n 0) #t (od? (- n 1))))
             (define (od? n) (if (= n 0) #f (ev? (- n 1))))
             (ev? 300001)"""
    assert run(src) is False


def test_named_let_and_do_loops_run_in_constant_stack():
    assert run(f"(let lp ([i 0]) (if (< i {LOOP}) (lp (+ i 1)) i))") == LOOP
    assert run(f"(do ([i 0 (+ i 1)]) ((= i {LOOP}) i))") == LOOP


def test_non_tail_recursion_100000_deep_works():
    src = """(define (sum l) (if (null? l) 0 (+ (car l) (sum (cdr l)))))
             (sum (build-list 100000 (lambda (i) i)))"""
    assert run(src) == 4999950000


def test_runaway_recursion_is_a_racket_error_not_a_python_one():
    interp = Interpreter()
    [_, o] = interp.eval_string("(define (f n) (+ 1 (f n))) (f 1)")
    assert o.error is not None and "recursion depth limit" in o.error
    # the session goes on
    [o2] = interp.eval_string("(+ 1 2)")
    assert o2.value == 3


def test_deep_recursion_survives_a_library_lowering_the_recursion_limit():
    """jedi (imported with IPython, nbconvert) sets Python's recursion limit to 3000 when
    imported; a grading or notebook process that loaded it must still recurse 100,000 deep."""
    import sys
    run("(+ 1 2)")                      # the interpreter has run once already
    saved = sys.getrecursionlimit()
    sys.setrecursionlimit(3000)
    try:
        src = """(define (sum l) (if (null? l) 0 (+ (car l) (sum (cdr l)))))
                 (sum (build-list 100000 (lambda (i) i)))"""
        assert run(src) == 4999950000
    finally:
        sys.setrecursionlimit(saved)
