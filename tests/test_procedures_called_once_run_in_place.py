"""A procedure called at one place only runs there in place: as a let, or as a loop.

An internal definition (or letrec binding) of a lambda that the code calls exactly once, in
the same Python function, and never uses otherwise (students' `(define (continue) ...)`
helpers), and a literal lambda applied at once, need no procedure: the generator binds the
parameters to the arguments and writes the body where the call is
(expander.Builder.run_called_once_in_place, codegen.Emitter.in_place). No closure is made
each time the code around it runs, and the helper's tail calls are the caller's, so a
procedure and its helper calling each other in tail position become one Python loop. The
programs below must print what Racket 8.7 printed (recorded from `racket FILE`), in both back
ends, counting the same steps (the call is still counted). An internal loop
(`(define (iter i acc) ... (iter ...))`) that calls itself only in tail position and is
called once from outside runs as a named let would: a loop in place."""
import pytest

from back_end_runs import (assert_prints_in_both_back_ends, generated_function,  # noqa: E402
                           generated_source)

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    '(define (count-equal a b)\n     (define (continue)\n       (if (eq? (car a) (car b)) (add1 (count-equal (cdr a) (cdr b))) (count-equal (cdr a) (cdr b))))\n     (if (or (null? a) (null? b)) 0 (continue)))\n   (count-equal (string->list "hello world") (string->list "help wanted"))':
        '4\n',
    '(define (sum lst acc)\n     (define (next) (sum (cdr lst) (+ acc (car lst))))\n     (if (null? lst) acc (next)))\n   (sum (range 200000) 0)':
        '19999900000\n',
    '(define (norm x y)\n     (define (sq v) (* v v))\n     (sqrt (+ (sq x) (* y y))))\n   (list (norm 3 4) (norm 1/2 0) (norm 1.5 2))':
        "'(5 1/2 2.5)\n",
    "(list ((lambda (x y) (cons y x)) 1 2) ((lambda () 'none)) ((lambda (n) (if (zero? n) 'z n)) 0))":
        "'((2 . 1) none z)\n",
    "(define (adders ns)\n     (let loop ([ns ns] [acc '()])\n       (define (add n) (loop (cdr ns) (cons (lambda (x) (+ x n)) acc)))\n       (if (null? ns) (map (lambda (f) (f 10)) (reverse acc)) (add (car ns)))))\n   (adders '(1 2 3))":
        "'(11 12 13)\n",
    "(define (boxes ns)\n     (let loop ([ns ns] [acc '()])\n       (define (add n) (define get (lambda () n)) (set! n (* n 2)) (loop (cdr ns) (cons get acc)))\n       (if (null? ns) (map (lambda (f) (f)) (reverse acc)) (add (car ns)))))\n   (boxes '(1 2 3))":
        "'(2 4 6)\n",
    '(define (bad) (define (one a) a) (one 1 2))\n   (with-handlers ([exn:fail? exn-message]) (bad))':
        '"one: arity mismatch;\\n the expected number of arguments does not match the given number\\n  expected: 1\\n  given: 2"\n',
    '(define (early) (define x (w)) (define (w) 1) x)\n   (with-handlers ([exn:fail? exn-message]) (early))':
        '"w: undefined;\\n cannot use before initialization"\n',
    '(define (two-vals) (define (two) (values 1 2)) (let-values ([(a b) (two)]) (list a b)))\n   (define (tail-vals) (define (two) (values 3 4)) (two))\n   (two-vals)\n   (call-with-values tail-vals list)':
        "'(1 2)\n'(3 4)\n",
    '(define (f n) (letrec ([g (lambda (k) (* k 3))]) (g n)))\n   (define (h n) (define (g k) (* k 3)) (+ (g n) (g 1)))\n   (list (f 5) (h 5))':
        "'(15 18)\n",
    '(define (apply-it n) (define (g k) (+ k 1)) (map g (list n n)))\n   (apply-it 4)':
        "'(5 5)\n",
    '(define (car-of x) (define (get) (car x)) (get))\n   (with-handlers ([exn:fail? exn-message]) (car-of 5))':
        '"car: contract violation\\n  expected: pair?\\n  given: 5"\n',
    "(define (rle sorted)\n     (define (count-run number lst)\n       (let iter ([count 0] [remaining lst])\n         (cond [(null? remaining) count]\n               [(= number (car remaining)) (iter (+ count 1) (cdr remaining))]\n               [else count])))\n     (define (skip lst) (if (and (pair? (cdr lst)) (= (car lst) (cadr lst))) (skip (cdr lst)) (cdr lst)))\n     (define (add key value alist) (cons (list key value) alist))\n     (let build ([acc '()] [remaining sorted])\n       (if (null? remaining)\n           (reverse acc)\n           (let ([n (car remaining)])\n             (build (add n (count-run n remaining) acc) (skip remaining))))))\n   (rle '(1 1 2 3 3 3 4))":
        "'((1 2) (2 1) (3 3) (4 1))\n",
    "(define (scale factor xs)\n     (define (times x) (* x factor))\n     (let loop ([xs xs] [acc '()])\n       (if (null? xs) (reverse acc) (loop (cdr xs) (cons (times (car xs)) acc)))))\n   (define (offsets base xs)\n     (define (shift x) (+ x base))\n     (map (lambda (x) (shift x)) xs))\n   (list (scale 3 '(1 2 3)) (offsets 10 '(1 2 3)))":
        "'((3 6 9) (11 12 13))\n",
    '(define (sum-halves n)\n     (define (iter i acc) (if (> i n) acc (iter (+ i 1/2) (+ acc i))))\n     (iter 0 0))\n   (define (float-steps n)\n     (define (iter i acc) (if (> i n) acc (iter (+ i 0.5) (+ acc i))))\n     (iter 0 0))\n   (list (sum-halves 3) (float-steps 3) (sum-halves 100000))':
        "'(21/2 10.5 10000050000)\n",
    "(define (count-up n)\n     (define (build i) (if (= i n) '() (cons i (build (+ i 1)))))\n     (build 0))\n   (define (twice n)\n     (define (iter i acc) (if (= i 0) acc (iter (- i 1) (* acc 2))))\n     (+ (iter n 1) (iter 1 1)))\n   (define (passed lst)\n     (define (iter x) (if (> x 10) x (iter (* x 2))))\n     (map iter lst))\n   (list (count-up 5) (twice 10) (passed '(1 3 20)))":
        "'((0 1 2 3 4) 1026 (16 12 20))\n",
    "(define (thunks n)\n     (define (iter i acc) (if (= i n) (reverse acc) (iter (+ i 1) (cons (lambda () (* i i)) acc))))\n     (map (lambda (f) (f)) (iter 0 '())))\n   (thunks 5)":
        "'(0 1 4 9 16)\n",
    "(define (digit-sums ns)\n     (define (digit-sum n acc) (if (zero? n) acc (digit-sum (quotient n 10) (+ acc (remainder n 10)))))\n     (let loop ([ns ns] [out '()])\n       (if (null? ns) (reverse out) (loop (cdr ns) (cons (digit-sum (car ns) 0) out)))))\n   (define (table n)\n     (define (row i)\n       (define (col j acc) (if (= j n) (reverse acc) (col (+ j 1) (cons (* i j) acc))))\n       (col 0 '()))\n     (define (rows i acc) (if (= i n) (reverse acc) (rows (+ i 1) (cons (row i) acc))))\n     (rows 0 '()))\n   (list (digit-sums '(0 7 1234 99999999999999999999)) (table 3))":
        "'((0 7 10 180) ((0 0 0) (0 1 2) (0 2 4)))\n",
    "(define (parity n)\n     (define (ev? k) (if (= k 0) #t (od? (- k 1))))\n     (define (od? k) (if (= k 0) #f (ev? (- k 1))))\n     (ev? n))\n   (define (bad lst)\n     (define (iter l acc) (if (null? l) acc (iter (cdr l) (+ acc (car l)))))\n     (iter lst 0))\n   (list (parity 10001) (with-handlers ([exn:fail? exn-message]) (bad '(1 2 x))))":
        '\'(#f "+: contract violation\\n  expected: number?\\n  given: \'x")\n',
    "(define (split-evens lst)\n     (define (iter l evens odds)\n       (if (null? l) (values (reverse evens) (reverse odds))\n           (if (even? (car l)) (iter (cdr l) (cons (car l) evens) odds) (iter (cdr l) evens (cons (car l) odds)))))\n     (iter lst '() '()))\n   (define (any-big? lst)\n     (define (iter l) (cond [(null? l) #f] [(> (car l) 100) (car l)] [else (iter (cdr l))]))\n     (if (iter lst) 'big 'small))\n   (call-with-values (lambda () (split-evens '(1 2 3 4 5))) list)\n   (list (any-big? '(1 200 3)) (any-big? '(1 2)))":
        "'((2 4) (1 3 5))\n'(big small)\n",
}


@pytest.mark.parametrize("src", PROGRAMS, ids=range(len(PROGRAMS)))
def test_prints_what_racket_prints_in_both_back_ends(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def test_helper_called_once_makes_no_procedure() -> None:
    code = generated_source("#lang racket\n" + list(PROGRAMS)[0])
    outer = generated_function(code, "count_equal")
    assert "continue(" not in outer and "_mk_" not in outer     # no def, no factory
    assert "while True:" in outer                             # its tail call: a jump


def test_mutual_tail_calls_through_helper_are_a_loop() -> None:
    code = generated_source("#lang racket\n" + list(PROGRAMS)[1])
    fn = generated_function(code, "sum")
    assert "while True:" in fn and "_T" not in fn and "_T()" not in fn


def test_literal_lambda_applied_is_a_let() -> None:
    code = generated_source("#lang racket\n(define (f a) ((lambda (x y) (cons y x)) a 2))")
    fn = generated_function(code, "f")
    inner = fn.split("\n", 1)[1].rsplit("return _MC(", 1)[0]
    assert fn.count("def ") == 1 and "_C(" not in inner and "_MC(" not in inner


def test_helper_whose_variable_a_closure_shares_keeps_its_procedure() -> None:
    code = generated_source("#lang racket\n" + list(PROGRAMS)[5])
    assert "_add(" in code


def test_helper_used_twice_or_passed_keeps_its_procedure() -> None:
    for k in (9, 10):
        code = generated_source("#lang racket\n" + list(PROGRAMS)[k])
        assert "def f" in code and "_g(" in code


def test_deep_chain_through_helper_needs_no_stack() -> None:
    src = """(define (walk n)
               (define (down) (walk (- n 1)))
               (if (zero? n) 'bottom (down)))
             (walk 1000000)"""
    assert_prints_in_both_back_ends(src, "'bottom\n")


def test_helper_loop_called_once_is_a_loop_in_place() -> None:
    code = generated_source("#lang racket\n" + list(PROGRAMS)[14])
    fn = generated_function(code, "sum_halves")
    assert fn.count("def ") == 1 and "while True:" in fn and "_T" not in fn


def test_helper_loops_that_must_be_procedures_stay_procedures() -> None:
    code = generated_source("#lang racket\n" + list(PROGRAMS)[15])
    for name in ("count_up", "twice", "passed"):
        fn = generated_function(code, name)
        # its helper is a function: in each copy of the body, where it has an integer clone
        # (twice's n starts iter's counter: fixnums.integer_params)
        cloned = any(line.startswith("        if ") and line.endswith(".__class__ is int:")
                     for line in fn.splitlines())
        copies = 2 if cloned else 1
        assert fn.count("def ") == 1 + copies, name
