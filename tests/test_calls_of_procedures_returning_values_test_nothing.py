"""A direct call of a procedure that surely returns a plain value tests nothing after it.

The call of the procedure being written (or one it is inside) and of a known local
procedure (known_calls.py) is a plain Python call. Its result is tested for a TailCall (to
finish) or multiple values only when the callee might return one: a tail call of anything
unknown, `values`, `apply`. Where every tail position of the callee gives a value, a plain
primitive's result, a jump or such a call again (``KnownCalls.returns_value``), as in
`fib` and tree recursions, nothing is tested. The programs below must print what Racket
8.7 printed (recorded from `racket FILE`) in both back ends, counting the same steps."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_source  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    '(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\n(fib 20)':
        '6765\n',
    '(define (cc amount kinds)\n  (define (first-denom k) (case k [(1) 1] [(2) 5] [(3) 10] [(4) 25] [(5) 50]))\n  (cond [(= amount 0) 1] [(or (< amount 0) (= kinds 0)) 0]\n        [else (+ (cc amount (- kinds 1)) (cc (- amount (first-denom kinds)) kinds))]))\n(cc 100 5)':
        '292\n',
    '(define (two n) (if (= n 0) (values 1 2) (two (- n 1))))\n(call-with-values (lambda () (two 3)) list)\n(define (mv-in-tail n) (define (h k) (values k k)) (list (h n)))\n(with-handlers ([exn:fail? exn-message]) (mv-in-tail 4))':
        '\'(1 2)\n"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2"\n',
    "(define (g n) (if (= n 0) 'done (apply g (list (- n 1)))))\n(g 10000)\n(define (k n) (define (inner m) (if (= m 0) 'inner-done (apply inner (list (- m 1))))) (list (inner n)))\n(k 10000)":
        "'done\n'(inner-done)\n",
    "(define (sum-tree t) (cond [(null? t) 0] [(pair? t) (+ (sum-tree (car t)) (sum-tree (cdr t)))] [else t]))\n(sum-tree '((1 2) (3 (4 5)) 6))":
        '21\n',
    "(define (depth t) (define (d t) (if (pair? t) (add1 (max (d (car t)) (d (cdr t)))) 0)) (d t))\n(depth '(1 (2 (3 (4)))))":
        '7\n',
    "(define (calls f n) (define (go i) (if (= i 0) (f) (go (sub1 i)))) (list (go n)))\n(calls (lambda () 'called) 5)\n(with-handlers ([exn:fail? exn-message]) (calls (lambda () (values 1 2)) 3))":
        '\'(called)\n"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2"\n',
    "(define (loop-sum lst) (let loop ([l lst]) (if (null? l) 0 (+ (car l) (loop (cdr l))))))\n(loop-sum (range 100))\n(define (count-leaves t) (let walk ([t t]) (cond [(null? t) 0] [(pair? t) (+ (walk (car t)) (walk (cdr t)))] [else 1])))\n(count-leaves '((a b) (c (d e)) f))":
        '4950\n6\n',
    "(define (h n)\n  (define (g m) (let loop ([i m]) (if (= i 0) 'done (begin (set! loop loop) (loop (sub1 i))))))\n  (list (g n) (g n)))\n(h 3)":
        "'(done done)\n",
    "(define (f n) (cond [(= n 0) 0] [(odd? n) (f (sub1 n))] [else (+ 1 (f (sub1 n)))]))\n(f 100000)":
        '50000\n',
}


@pytest.mark.parametrize("src", PROGRAMS, ids=range(len(PROGRAMS)))
def test_prints_what_racket_prints_in_both_back_ends(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def _source(k: int) -> str:
    return generated_source("#lang racket\n" + list(PROGRAMS)[k])


def test_recursion_returning_values_tests_nothing() -> None:
    for k in (0, 1, 4, 5, 7, 9):
        code = _source(k)
        assert "(_t" in code and ".__class__ is _T" not in code, k


def test_callee_that_may_return_a_tail_call_or_values_is_tested() -> None:
    # 8: a loop whose variable a set! names calls itself through the trampoline, not a jump
    for k in (2, 3, 6, 8):
        assert ".__class__ is _T" in _source(k), k
