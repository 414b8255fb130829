"""Local procedures calling each other in tail position run as one Python loop, their
calls of each other jumps (compilation/tail_groups.py), with Racket's results and errors,
the same steps as the trampoline counted, and constant stack.

A group: known local procedures (every use a call by name) of one body or letrec whose
tail calls of each other form a cycle (even?/odd?, a state machine, a helper that
tail-calls a loop that tail-calls back). Each program below prints what Racket 8.7
printed for it (recorded with `racket FILE`), in both back ends, and takes the steps the
code before tail groups took (the trampoline's count, recorded from that code: a step per
call), so a step limit decides as before. Racket's answers for more shapes are in
tests/differential/mutual_tail_calls.exprs."""
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


# program, what Racket printed, Racket's error (first line), the steps counted before
# tail groups existed (a step per call, each mutual tail call a trampoline bounce)
PROGRAMS = [
    (r"""(define (parity n)
  (define (ev? k) (if (= k 0) #t (od? (- k 1))))
  (define (od? k) (if (= k 0) #f (ev? (- k 1))))
  (list (ev? n) (od? n)))
(parity 1000001)""",
     "'(#f #t)\n", None, 2_000_005),
    (r"""(define (divisible-by-3? bits)
  (letrec ([s0 (lambda (l) (cond [(null? l) #t] [(= (car l) 0) (s0 (cdr l))] [else (s1 (cdr l))]))]
           [s1 (lambda (l) (cond [(null? l) #f] [(= (car l) 0) (s2 (cdr l))] [else (s0 (cdr l))]))]
           [s2 (lambda (l) (cond [(null? l) #f] [(= (car l) 0) (s1 (cdr l))] [else (s2 (cdr l))]))])
    (s0 bits)))
(divisible-by-3? '(1 0 0 1 1 0 1 1 1 0 0 1))""",
     '#f\n', None, 14),
    (r"""(define (collatz-total limit)
  (define (steps n k)
    (cond [(= n 1) k] [(even? n) (halve n k)] [else (triple n k)]))
  (define (halve n k) (steps (quotient n 2) (add1 k)))
  (define (triple n k) (steps (+ (* 3 n) 1) (add1 k)))
  (for/sum ([n (in-range 1 limit)]) (steps n 0)))
(collatz-total 300)""",
     '14151\n', None, 28_902),
    (r"""(define (count-words items)
  (define (gap l n)
    (let loop ([l l])
      (cond [(null? l) n] [(eq? (car l) 'sp) (loop (cdr l))] [else (word (cdr l) (add1 n))])))
  (define (word l n)
    (cond [(null? l) n] [(eq? (car l) 'sp) (gap (cdr l) n)] [else (word (cdr l) n)]))
  (gap items 0))
(count-words '(sp x x sp sp x sp x x x))""",
     '3\n', None, 15),
    (r"""(define (walk-through maze move)
  (define current (vector-copy maze))
  (define end-point (vector-length current))
  (define (stop-condition pos steps)
    (if (<= end-point pos)
        (values steps current)
        (jump pos steps)))
  (define (jump pos steps)
    (define jumper (vector-ref current pos))
    (vector-set! current pos (move jumper))
    (stop-condition (+ pos jumper) (add1 steps)))
  (stop-condition 0 0))
(call-with-values (lambda () (walk-through (vector 0 3 0 1 -3) add1)) list)""",
     "'(5 #(2 5 0 1 -2))\n", None, 13),
    (r"""(define (thunks n)
  (define (a k acc) (if (= k 0) (map (lambda (f) (f)) acc) (b (- k 1) (cons (lambda () k) acc))))
  (define (b k acc) (a k (cons (lambda () (- k)) acc)))
  (a n '()))
(thunks 5)""",
     "'(0 1 -1 2 -2 3 -3 4 -4 5)\n", None, 32),
    (r"""(define (later n)
  (define (ev? k) (if (= k 0) (lambda () (list (ev? 1) (od? 2))) (od? (- k 1))))
  (define (od? k) (if (= k 0) 'odd (ev? (- k 1))))
  ((ev? n)))
(later 4)""",
     "'(odd odd)\n", None, 12),
    (r"""(define (blink n)
  (define i 0)
  (define (on) (set! i (add1 i)) (if (>= i n) 'on (off)))
  (define (off) (set! i (add1 i)) (if (>= i n) 'off (on)))
  (list (on) (begin (set! i 0) (off)) i))
(blink 1001)""",
     "'(on off 1001)\n", None, 2_003),
    (r"""(define (machine s)
  (define count 0)
  (define (a l) (cond [(null? l) count]
                      [(char=? (car l) #\a) (set! count (add1 count)) (b (cdr l))]
                      [else (a (cdr l))]))
  (define (b l) (cond [(null? l) (- count)]
                      [(char=? (car l) #\b) (a (cdr l))]
                      [else (b (cdr l))]))
  (a (string->list s)))
(machine "xaybzaabqqaab")""",
     '3\n', None, 15),
    (r"""(define (count-x strs)
  (define (in-str s i n)
    (cond [(>= i (min (string-length s) 1000)) (next-str n)]
          [(char=? (string-ref s i) #\x) (in-str s (add1 i) (add1 n))]
          [else (in-str s (add1 i) n)]))
  (define (next-str n)
    (if (null? strs) n (let ([s (car strs)]) (set! strs (cdr strs)) (in-str s 0 n))))
  (next-str 0))
(count-x '("axxb" "x" "" "xyzx" "abc"))""",
     '5\n', None, 24),
    (r"""(define (split l)
  (define (odd-pos l xs ys)
    (if (null? l) (values (reverse xs) (reverse ys)) (even-pos (cdr l) (cons (car l) xs) ys)))
  (define (even-pos l xs ys)
    (if (null? l) (values (reverse xs) (reverse ys)) (odd-pos (cdr l) xs (cons (car l) ys))))
  (let-values ([(a b) (odd-pos l '() '())])
    (list a b (call-with-values (lambda () (even-pos l '() '())) list))))
(split '(1 2 3 4 5))""",
     "'((1 3 5) (2 4) ((2 4) (1 3 5)))\n", None, 15),
    (r"""(define (depth n)
  (define (a k) (cond [(= k 0) 0] [(even? k) (b (- k 1))] [else (+ 1 (a (- k 1)))]))
  (define (b k) (a k))
  (a n))
(depth 1001)""",
     '501\n', None, 1_503),
    (r"""(define (tricky n)
  (define (loop i) (let inner ([j i]) (if (= j 0) (if (= i 0) 'done (loop (sub1 i))) (inner (sub1 j)))))
  (loop n))
(tricky 300)""",
     "'done\n", None, 45_753),
    (r"""(define (two-deep n)
  (define (a k)
    (let l1 ([i 2])
      (let l2 ([j i])
        (cond [(= k 0) 'a-done] [(> j 0) (l2 (sub1 j))] [(> i 0) (l1 (sub1 i))] [else (b (sub1 k))]))))
  (define (b k) (if (= k 0) 'b-done (a (sub1 k))))
  (a n))
(two-deep 100)""",
     "'a-done\n", None, 554),
    (r"""(define (rounds)
  (let loop ([i 0] [fs '()])
    (define (ev? k) (if (= k 0) i (od? (- k 1))))
    (define (od? k) (if (= k 0) (- i) (ev? (- k 1))))
    (if (= i 3) (map (lambda (f) (f)) fs) (loop (add1 i) (cons (lambda () (list (ev? 4) (od? 4))) fs)))))
(rounds)""",
     "'((2 -2) (1 -1) (0 0))\n", None, 41),
    (r"""(define (bad-car n)
  (define (a k) (if (= k 0) (car k) (b (- k 1))))
  (define (b k) (a k))
  (a n))
(bad-car 5)""",
     '', 'car: contract violation\n  expected: pair?\n  given: 0', 12),
    (r"""(define (bad-arity n)
  (define (a k) (if (= k 0) 'done (b (- k 1))))
  (define (b k) (if (= k 0) 'done (a k k)))
  (a n))
(bad-arity 3)""",
     '', 'a: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 2', 4),]


@pytest.mark.parametrize("k", range(len(PROGRAMS)))
def test_results_errors_and_steps_are_the_trampoline_s_in_both_back_ends(k: int) -> None:
    src, printed, error, steps = PROGRAMS[k]
    fast = run_counting_steps(src, True)
    assert fast[0] == printed
    assert (fast[1] or "").split("\n")[0] == (error or "").split("\n")[0]
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


@pytest.mark.parametrize("name", ["parity", "collatz-total", "blink", "tricky"])
def test_a_step_limit_decides_as_it_did(name: str) -> None:
    src, _, _, steps = next(p for p in PROGRAMS if f"(define ({name} " in p[0])
    assert _error_under_step_limit(src, steps) is None
    error = _error_under_step_limit(src, steps - 1)
    assert error is not None and error.startswith(f"step limit exceeded: more than {steps - 1:,} steps")


def _run(src: str, depth: int | None = None) -> tuple[list, list]:
    interp = Interpreter()
    BUDGET.max_depth = depth
    try:
        outcomes = interp.eval_string(src)
    finally:
        BUDGET.max_depth = None
    return [o.value for o in outcomes], [o.error for o in outcomes]


PING = """(define (ping-pong n)
  (define (ping k) (if (zero? k) 'ping (pong (sub1 k))))
  (define (pong k) (if (zero? k) 'pong (ping (sub1 k))))
  (ping n))"""


def test_a_million_mutual_tail_calls_run_in_constant_stack() -> None:
    values, errors = _run(PING + "(ping-pong 1000000) (ping-pong 1000001)", depth=100)
    assert errors == [None, None, None]
    assert [v.name for v in values[1:]] == ["ping", "pong"]


def test_a_runaway_non_tail_recursion_through_a_group_is_still_stopped() -> None:
    src = """(define (f n)
               (define (a k) (if (even? k) (b k) (+ 1 (a (- k 1)))))
               (define (b k) (a (- k 1)))
               (a n))
             (f 11)"""
    values, errors = _run(src, depth=1000)
    assert errors[1] is not None and errors[1].startswith(
        "recursion depth limit exceeded: more than about 1,000 nested calls, in `a`")


def test_the_group_is_one_function_with_no_trampoline_bounce() -> None:
    code = generated_source("#lang racket\n" + PROGRAMS[0][0])
    fn = generated_function(code, "parity")
    inner = fn.split("\n", 1)[1].rsplit("return _MC(", 1)[0]
    assert "_T()" not in fn and "_C(" not in inner and "_new(_C)" not in inner
    assert "(_st, " in fn and "_st = 1" in fn and "_st = 0" in fn and "continue" in fn


def test_a_tail_call_from_a_loop_in_tail_position_leaves_it_for_the_group_s_loop() -> None:
    src = next(p[0] for p in PROGRAMS if "(define (count-words " in p[0])
    fn = generated_function(generated_source("#lang racket\n" + src), "count_words")
    assert "_T()" not in fn and "break" in fn


def test_two_loops_deep_the_members_keep_the_trampoline() -> None:
    src = next(p[0] for p in PROGRAMS if "(define (two-deep " in p[0])
    fn = generated_function(generated_source("#lang racket\n" + src), "two_deep")
    assert "(_st" not in fn and "_T()" in fn


def test_a_member_s_loop_invariant_call_is_computed_again_for_each_entry() -> None:
    src = next(p[0] for p in PROGRAMS if "(define (count-x " in p[0])
    fn = generated_function(generated_source("#lang racket\n" + src), "count_x")
    assert "= _U" in fn.split("_st = 0", 1)[1]      # the jump into in-str empties its cache
