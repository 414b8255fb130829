"""Local procedures known at every call are plain Python calls, with no Closure made.

A helper bound by an internal `define`, `letrec`, `let` or a named let, used only by
calls with one argument per parameter (never passed, stored or assigned, never read before
its definition: expander.Builder.mark_known_procedures), holds its Python function itself,
and its calls skip the test of the value and its arity (compilation/known_calls.py). A
call in tail position is a plain call only when the chain of such calls it can start is
bounded; helpers calling each other in tail position are one tail group, one Python
loop whose calls of each other are jumps (compilation/tail_groups.py,
tests/test_mutual_tail_calls_are_jumps_in_one_loop.py), so deep mutual recursion still runs
in constant space. The programs below must
print what Racket 8.7 printed (recorded from `racket FILE`), in both back ends, counting
the same steps."""
import pytest

from back_end_runs import (assert_prints_in_both_back_ends, generated_function,  # noqa: E402
                           generated_source)

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    '(define (parity n)\n  (define (ev? k) (if (= k 0) #t (od? (- k 1))))\n  (define (od? k) (if (= k 0) #f (ev? (- k 1))))\n  (ev? n))\n(parity 1000001)':
        '#f\n',
    '(define (count-up n)\n  (define (step i acc) (if (= i n) acc (step (add1 i) (+ acc i))))\n  (list (step 0 0) (step 5 0)))\n(count-up 100000)':
        "'(4999950000 4999949990)\n",
    '(define (outer k)\n  (define (helper x) (* x k))\n  (define (go i acc) (if (= i 0) acc (go (sub1 i) (helper acc))))\n  (list (go 10 1) (go 3 1)))\n(outer 2)':
        "'(1024 8)\n",
    "(define (deep n)\n  (define (down i) (if (= i 0) 'bottom (next i)))\n  (define (next i) (down (sub1 i)))\n  (down n))\n(deep 500000)":
        "'bottom\n",
    '(define (procs)\n  (for/list ([i 3])\n    (define (mul x) (* x i))\n    (lambda (y) (mul y))))\n(map (lambda (p) (p 10)) (procs))':
        "'(0 10 20)\n",
    '(define (lets n)\n  (let ([sq (lambda (x) (* x x))] [cube (lambda (x) (* x x x))])\n    (+ (sq n) (cube n) (sq 1/2))))\n(lets 3)':
        '145/4\n',
    "(define (tailout n)\n  (define (g x) (if (> x 0) (g (- x 1)) (h x)))\n  (define (h x) (list 'h x))\n  (list (g n) (g 3) (h 1)))\n(tailout 100000)":
        "'((h 0) (h 0) (h 1))\n",
    "(define (tricky n)\n  (define (loop i) (let inner ([j i]) (if (= j 0) (if (= i 0) 'done (loop (sub1 i))) (inner (sub1 j)))))\n  (loop n))\n(tricky 2000)":
        "'done\n",
    "(define (copy lst)\n  (define (cp l) (if (null? l) '() (cons (car l) (cp (cdr l)))))\n  (list (cp lst) (cp (cdr lst))))\n(copy '(1 2 3))":
        "'((1 2 3) (2 3))\n",
    "(define (twice-each lst)\n  (define (dbl x) (* 2 x))\n  (list (map dbl lst) (dbl 5)))\n(twice-each '(1 2 3))":
        "'((2 4 6) 10)\n",
    '(define (reset n)\n  (define (f x) (+ x 1))\n  (define a (f n))\n  (set! f (lambda (x) (* x 10)))\n  (list a (f n)))\n(reset 4)':
        "'(5 40)\n",
    '(define (errs n)\n  (define (need-pair p) (car p))\n  (list (with-handlers ([exn:fail? exn-message]) (need-pair n)) (need-pair (cons 1 2))))\n(errs 5)':
        '\'("car: contract violation\\n  expected: pair?\\n  given: 5" 1)\n',
    '(define (vals)\n  (define (two) (values 1 2))\n  (define (three x) (values x x x))\n  (let-values ([(a b) (two)] [(c d e) (three 9)]) (list a b c d e)))\n(vals)\n(define (tail-vals) (define (two) (values 3 4)) (two))\n(call-with-values tail-vals list)':
        "'(1 2 9 9 9)\n'(3 4)\n",
    '(define (wrong)\n  (define (two) (values 1 2))\n  (+ 1 (two)))\n(with-handlers ([exn:fail? exn-message]) (wrong))':
        '"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2"\n',
    "(define (adder-loop n)\n  (let loop ([i 0] [acc '()])\n    (define (mk) (lambda () i))\n    (if (= i n) (map (lambda (f) (f)) acc) (loop (add1 i) (cons (mk) acc)))))\n(adder-loop 4)":
        "'(3 2 1 0)\n",
    '(define (fib-memo n)\n  (define memo (make-hash))\n  (define (fib k)\n    (hash-ref! memo k (lambda () (if (< k 2) k (+ (fib (- k 1)) (fib (- k 2)))))))\n  (fib n))\n(fib-memo 80)':
        '23416728348467685\n',
    "(define (ping n)\n  (letrec ([a (lambda (k) (if (zero? k) 'a-done (b (sub1 k))))]\n           [b (lambda (k) (if (zero? k) 'b-done (a (sub1 k))))])\n    (list (a n) (b n))))\n(ping 300001)":
        "'(b-done a-done)\n",
    '(define (nested n)\n  (define (outer-helper x)\n    (define (inner y) (if (= y 0) x (inner (sub1 y))))\n    (inner n))\n  (+ (outer-helper 1) (outer-helper 2)))\n(nested 50000)':
        '3\n',
    '(define (opt)\n  (define (f a [b 10]) (+ a b))\n  (define (g . xs) (length xs))\n  (list (f 1) (f 1 2) (g) (g 1 2 3)))\n(opt)':
        "'(11 3 0 3)\n",
}


@pytest.mark.parametrize("src", PROGRAMS, ids=range(len(PROGRAMS)))
def test_prints_what_racket_prints_in_both_back_ends(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def _source(k: int) -> str:
    return generated_source("#lang racket\n" + list(PROGRAMS)[k])


def test_helpers_called_by_name_make_no_closure() -> None:
    fn = generated_function(_source(2), "outer")
    body = fn.split("\n", 1)[1].rsplit("return _MC(", 1)[0]
    assert "_C(" not in body and "_MC(" not in body and "_helper = f" in body and "_go = f" in body
    assert ".arity" not in body                 # no test of the value at the calls


def test_bounded_tail_call_of_a_helper_is_a_plain_call() -> None:
    fn = generated_function(_source(6), "tailout")
    assert "_T()" not in fn and "return v" in fn


def test_helpers_calling_each_other_in_tail_position_share_one_loop() -> None:
    for k, name in ((0, "parity"), (3, "deep"), (16, "ping")):
        fn = generated_function(_source(k), name)
        inner = fn.split("\n", 1)[1].rsplit("return _MC(", 1)[0]
        assert "_T()" not in fn and "_C(" not in inner and "_MC(" not in inner, name
        assert "while True:" in fn and "_st = " in fn, name


def test_helper_passed_or_assigned_keeps_its_closure() -> None:
    for k, name in ((9, "twice_each"), (10, "reset")):
        body = generated_function(_source(k), name).split("\n", 1)[1]
        inner = body.rsplit("return _MC(", 1)[0]   # a closure made (codegen.make_closure)
        assert "_C(" in inner or "_MC(" in inner, name


def test_helper_with_optional_or_rest_parameters_keeps_its_closure() -> None:
    body = generated_function(_source(18), "opt").split("\n", 1)[1]
    assert body.count("_C(") + body.count("_MC(") >= 2
