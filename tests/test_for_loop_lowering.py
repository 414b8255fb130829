"""A `for` loop over in-list, in-range, in-naturals, in-vector or in-string (or a literal
list, vector, string or count) lowered into a direct loop: a cdr walk, a counter, or an
iterator without a Sequence object (loop_sequences._clause_plan), with Racket 8.7's semantics.

Every case in CASES is a `#lang racket` program and what Racket 8.7 prints for it (each
top-level value on its own line, then `ERROR: message`); `test_racket_agrees` re-checks the
expectations when `racket` is installed. Most cases loop inside a procedure, where the
expander translates the lowered loop to Python; a few run at module level, which is lowered
the same way. Racket 8.7's quirks are kept: in-range evaluates a non-literal step's
expression again at every test, and a loop skipping (#:when, #:unless) or breaking gives
what the accumulators' names mean there, which a clause variable of the same name shadows.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_match import assert_racket_agrees, case_id, requires_racket, run, run_shallow  # noqa: E402
from test_primitive_fast_paths import generated_source  # noqa: E402

CASES = [
    # results of every for-family form over in-list
    ("(for/list ([x (in-list '(1 2 3))]) (* x x))",
     "'(1 4 9)"),
    ("(define (squares l) (for/list ([x (in-list l)]) (* x x))) (squares '(1 2 3)) (squares '())",
     "'(1 4 9)\n'()"),
    ("(define (f l) (list (for/sum ([x (in-list l)]) x) (for/product ([x (in-list l)]) x) (for/and ([x (in-list l)]) (> x 0)) (for/or ([x (in-list l)]) (and (> x 1) x)) (for/first ([x (in-list l)] #:when (odd? x)) x) (for/last ([x (in-list l)]) x) (for/vector ([x (in-list l)]) (- x)) (for/hash ([x (in-list l)]) (values x (* 10 x))))) (f '(1 2 3 4)) (f '())",
     "'(10 24 #t 2 1 4 #(-1 -2 -3 -4) #hash((1 . 10) (2 . 20) (3 . 30) (4 . 40)))\n'(0 1 #t #f #f #f #() #hash())"),
    ('(define (f l) (for ([x (in-list l)]) (display x) (display " "))) (f \'(a b c))',
     'a b c'),
    ("(define (f l) (for/lists (as bs) ([x (in-list l)]) (values x (* 2 x)))) (f '(1 2 3))",
     "'(1 2 3)\n'(2 4 6)"),
    # in-list's error for a value that is not a list
    ('(define (f l) (for/list ([x (in-list l)]) x)) (f 5)',
     'ERROR: in-list: contract violation\n  expected: list?\n  given: 5'),
    ("(define (f l) (for/sum ([x (in-list l)]) x)) (f '(1 2 . 3))",
     "ERROR: in-list: contract violation\n  expected: list?\n  given: '(1 2 . 3)"),
    ('(define (f l) (for/and ([x (in-list l)]) x)) (f (vector 1 2))',
     "ERROR: in-list: contract violation\n  expected: list?\n  given: '#(1 2)"),
    ('(for ([x (in-list "abc")]) x)',
     'ERROR: in-list: contract violation\n  expected: list?\n  given: "abc"'),
    # in-list, in-range and in-naturals check once every sequence expression of the group ran
    ('(define (f l) (for ([x (in-list l)] [y (begin (displayln "second clause") \'(1))]) x)) (f 5)',
     'second clause\nERROR: in-list: contract violation\n  expected: list?\n  given: 5'),
    ('(define (f l) (for ([y (in-list (begin (displayln "first") l))] [x (in-range 1 \'a)]) x)) (f 3)',
     'first\nERROR: in-list: contract violation\n  expected: list?\n  given: 3'),
    ('(define (f e) (for ([x (in-range e)] [y (in-list (begin (displayln "second") 3))]) x)) (f \'a)',
     "second\nERROR: in-range: contract violation\n  expected: real?\n  given: 'a"),
    ('(define (f s) (for ([x (in-naturals s)] [y (begin (displayln "second") \'(1))]) x)) (f -1)',
     'second\nERROR: in-naturals: contract violation\n  expected: exact-nonnegative-integer?\n  given: -1'),
    # in-vector and in-string check at once
    ('(define (f v) (for ([x (in-vector v)] [y (begin (displayln "second") \'(1))]) x)) (f \'a)',
     "ERROR: in-vector: contract violation\n  expected: vector\n  given: 'a"),
    ('(define (f v) (for ([x (in-string v)] [y (begin (displayln "second") \'(1))]) x)) (f \'a)',
     "ERROR: in-string: contract violation\n  expected: string\n  given: 'a"),
    ('(define (f v) (for ([x v] [y (begin (displayln "second") \'(1))]) x)) (f \'a)',
     "ERROR: for: expected a sequence for x, got something else: 'a"),
    # a sequence expression runs once per loop, its arguments in order
    ('(define (f) (for/list ([i (in-range (begin (display "a") 1) (begin (display "b") 4) (begin (display "c") 1))]) i)) (f)',
     "abccccc'(1 2 3)"),
    ("(define (f) (for*/list ([i (in-range 2)] [j (in-list (begin (display i) '(x y)))]) (cons i j))) (f)",
     "01'((0 . x) (0 . y) (1 . x) (1 . y))"),
    # in-range with exact, inexact and rational numbers
    ('(define (f a b s) (for/list ([x (in-range a b s)]) x)) (f 0 1 0.25) (f 0 1 1/4) (f 5 1 -3/2) (f 1/2 2 1/2) (f 10 0 -3)',
     "'(0 0.25 0.5 0.75)\n'(0 1/4 1/2 3/4)\n'(5 7/2 2)\n'(1/2 1 3/2)\n'(10 7 4 1)"),
    ('(for/list ([x (in-range 0 1 0.25)]) x)',
     "'(0 0.25 0.5 0.75)"),
    ('(for/list ([x (in-range 0 1 0.25)]) (exact? x))',
     "'(#t #f #f #f)"),
    ('(for/list ([x (in-range 1/2 3)]) x)',
     "'(1/2 3/2 5/2)"),
    ('(define (f a b) (for/list ([x (in-range a b)]) x)) (f 2.0 5) (f 1 3.0) (f 1/3 2) (f 5 2) (f 1 +nan.0)',
     "'(2.0 3.0 4.0)\n'(1 2)\n'(1/3 4/3)\n'()\n'()"),
    ('(define (f n) (for/list ([x (in-range n)]) x)) (f 3) (f 2.5) (f 0) (f -2)',
     "'(0 1 2)\n'(0 1 2)\n'()\n'()"),
    ('(for/sum ([x (in-range 0.1 1 0.1)]) x)',
     '5.5'),
    ('(for/list ([x (in-range 3 0 -1)]) x)',
     "'(3 2 1)"),
    ("(define (f a) (for/list ([x (in-range a +inf.0 0.5)] [i 2]) x)) (length (f (expt 10 400))) "
     "(define (g a) (for/list ([x (in-range a (+ a 2))]) x)) (g 0.5) (g 1/3)",
     "1\n'(0.5 1.5)\n'(1/3 4/3)"),
    ('(for/sum ([i (in-range (expt 10 20) (+ (expt 10 20) 3))]) i)',
     '300000000000000000003'),
    # in-range's error: the first argument that is not real
    ("(define (f a b s) (for/list ([x (in-range a b s)]) x)) (f 0 'a 1)",
     "ERROR: in-range: contract violation\n  expected: real?\n  given: 'a"),
    ('(define (f a b) (for/list ([x (in-range a b)]) x)) (f "0" 3)',
     'ERROR: in-range: contract violation\n  expected: real?\n  given: "0"'),
    ("(define (f s) (for/list ([x (in-range 0 5 s)]) x)) (f 'step)",
     "ERROR: in-range: contract violation\n  expected: real?\n  given: 'step"),
    ("(for/list ([x (in-range 'a)]) x)",
     "ERROR: in-range: contract violation\n  expected: real?\n  given: 'a"),
    ("(in-range 1 2 'x)",
     "ERROR: in-range: contract violation\n  expected: real?\n  given: 'x"),
    ("(in-inclusive-range 1 'x)",
     "ERROR: in-inclusive-range: contract violation\n  expected: real?\n  given: 'x"),
    # in-naturals
    ("(for/list ([x '(a b c)] [i (in-naturals)]) (list i x))",
     "'((0 a) (1 b) (2 c))"),
    ("(define (f l s) (for/list ([x (in-list l)] [i (in-naturals s)]) (cons i x))) (f '(a b c) 1) (f '(a) (expt 2 70))",
     "'((1 . a) (2 . b) (3 . c))\n'((1180591620717411303424 . a))"),
    ("(define (f s) (for/list ([x '(a)] [i (in-naturals s)]) i)) (f 1.0)",
     'ERROR: in-naturals: contract violation\n  expected: exact-nonnegative-integer?\n  given: 1.0'),
    # parallel clauses stop at the shortest
    ("(for/list ([x (in-range 10)] [y (in-list '(a b c))]) (cons x y))",
     "'((0 . a) (1 . b) (2 . c))"),
    ('(define (f l v s n) (for/list ([x (in-list l)] [y (in-vector v)] [z (in-string s)] [w (in-range n)]) (list x y z w))) (f \'(a b c d) #(1 2 3) "xy" 10) (f \'(a b c d) #(1 2 3) "xyz" 1)',
     "'((a 1 #\\x 0) (b 2 #\\y 1))\n'((a 1 #\\x 0))"),
    ('(for/list ([x \'(a b c)] [y #(1 2)] [z "xyz"] [w 10]) (list x y z w))',
     "'((a 1 #\\x 0) (b 2 #\\y 1))"),
    ('(for/list ([x (in-range 1 2 0)] [i 3]) x)',
     "'(1 1 1)"),
    ("(define (f l) (for/and ([c (in-list l)] [d (in-naturals 1)]) (< c d))) (f '(0 1 2)) (f '(0 5 2)) (f '())",
     '#t\n#f\n#t'),
    # #:break, #:final, #:when, #:unless
    ('(for/list ([x (in-range 10)] #:break (= x 3)) x)',
     "'(0 1 2)"),
    ("(define (f l) (for/list ([x (in-list l)]) #:break (eq? x 'stop) x)) (f '(a b stop c))",
     "'(a b)"),
    ("(define (f l) (for/list ([x (in-list l)] #:final (eq? x 'last)) x)) (f '(a last b))",
     "'(a last)"),
    ('(define (f n) (for*/list ([i (in-range n)] #:break (= i 2) [j (in-range n)] #:unless (= i j)) (list i j))) (f 4)',
     "'((0 1) (0 2) (0 3) (1 0) (1 2) (1 3))"),
    ('(define (f n) (for/sum ([i (in-naturals)]) #:break (> (* i i) n) i)) (f 50)',
     '28'),
    # nested for* with #:when
    ('(define (f n) (for*/list ([i (in-range n)] [j (in-range i n)] #:when (odd? (+ i j))) (list i j))) (f 4)',
     "'((0 1) (0 3) (1 2) (2 3))"),
    ("(define (safe? col placed) (for/and ([c (in-list placed)] [d (in-naturals 1)]) (not (or (= c col) (= (abs (- c col)) d))))) (define (queens n) (let place ([row 0]) (if (= row n) '(()) (for*/list ([rest (in-list (place (add1 row)))] [col (in-range n)] #:when (safe? col rest)) (cons col rest))))) (length (queens 6)) (car (queens 5))",
     "4\n'(3 1 4 2 0)"),
    ("(define (f) (for*/first ([i (in-range 5)] [j (in-list '(a b))] #:when (= i 2)) (list i j))) (f)",
     "'(2 a)"),
    ("(define (f l) (for*/sum ([row (in-list l)] [x (in-list row)]) x)) (f '((1 2) () (3)))",
     '6'),
    ("(define (f l) (for*/list ([row (in-list l)] [x (in-list row)]) x)) (f '((1 2) 7 (3)))",
     'ERROR: in-list: contract violation\n  expected: list?\n  given: 7'),
    # for/fold with several accumulators, returning values
    ("(define (f l) (for/fold ([sum 0] [count 0]) ([x (in-list l)]) (values (+ sum x) (add1 count)))) (call-with-values (lambda () (f '(1 2 3))) list)",
     "'(6 3)"),
    ('(define-values (s c) (for/fold ([s 0] [c 0]) ([x (in-range 1 5)] [y (in-naturals 10)]) (values (+ s (* x y)) (add1 c)))) (list s c)',
     "'(120 4)"),
    ('(define (f n) (for*/fold ([count 0] [largest 0] #:result (list count largest)) ([a (in-range 1 n)] [b (in-range a n)]) (define p (* a b)) (if (even? p) (values (add1 count) (max largest p)) (values count largest)))) (f 10)',
     "'(30 72)"),
    ("(define (f l) (for/fold ([acc '()]) ([x (in-list l)] #:unless (symbol? x)) (cons x acc))) (f '(1 a 2 b 3))",
     "'(3 2 1)"),
    ('(define (f) (for/fold ([a 0] [b 1]) ([i (in-range 3)]) (values a))) (f)',
     'ERROR: result arity mismatch;\n expected number of values not received\n  expected: 2\n  received: 1\n  in: local-binding form\n  arguments...:\n   0'),
    # literal clauses
    ('(define (f) (list (for/list ([x \'(a b c)]) x) (for/list ([x #(1 2)]) x) (for/list ([x "hi"]) x) (for/list ([x 3]) x) (for/list ([x \'()]) x))) (f)',
     "'((a b c) (1 2) (#\\h #\\i) (0 1 2) ())"),
    ('(define (f) (for/list ([x -1]) x)) (f)',
     'ERROR: for: expected a sequence for x, got something else: -1'),
    ('(define (f) (for/list ([x 2.5]) x)) (f)',
     'ERROR: for: expected a sequence for x, got something else: 2.5'),
    # a bare expression dispatches on its value
    ('(define (f s) (for/list ([x s]) x)) (f \'(1 2)) (f #(3 4)) (f "ab") (f 3) (f (in-range 2)) (f (hash))',
     "'(1 2)\n'(3 4)\n'(#\\a #\\b)\n'(0 1 2)\n'(0 1)\n'()"),
    ('(define (f s) (for/list ([x s]) x)) (f (hash 1 2))',
     'ERROR: result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2'),
    ("(define (f s) (for/list ([x s]) x)) (f 'sym)",
     "ERROR: for: expected a sequence for x, got something else: 'sym"),
    # in-vector and in-string see a change made by the body
    ('(define (f) (let ([v (vector 1 2 3)]) (for/list ([x (in-vector v)]) (vector-set! v 2 9) x))) (f)',
     "'(1 2 9)"),
    ('(define (f) (let ([s (string #\\a #\\b)]) (for/list ([c (in-string s)]) (string-set! s 1 #\\z) c))) (f)',
     "'(#\\a #\\z)"),
    # each iteration binds afresh: a closure keeps its own value
    ("(define (f l) (map (lambda (g) (g)) (for/list ([x (in-list l)] [i (in-naturals)]) (lambda () (list i x))))) (f '(a b c))",
     "'((0 a) (1 b) (2 c))"),
    ('(define (f n) (map (lambda (g) (g)) (for/list ([i (in-range n)]) (lambda () i)))) (f 3)',
     "'(0 1 2)"),
    # a shadowed or redefined sequence procedure is called, not lowered
    ("(define (f) (let ([in-list (lambda (x) (list 'mine x))]) (for/list ([x (in-list 3)]) x))) (f)",
     "'(mine 3)"),
    ("(define (in-range n) (list 'mine n)) (define (f) (for/list ([x (in-range 5)]) x)) (f)",
     "'(mine 5)"),
    ("(define (f in-naturals) (for/list ([x (in-naturals 2)] [y '(a b)]) x)) (f (lambda (n) (list n n n)))",
     "'(2 2)"),
    # in-vector and in-string with extra arguments take the general path
    ('(define (f v) (for/list ([x (in-vector v 1)]) x)) (f #(1 2 3))',
     "'(2 3)"),
    ('(define (f v) (for/list ([x (in-string v 1 3)]) x)) (f "abcd")',
     "'(#\\b #\\c)"),
    # for/vector #:length and nested loops
    ("(define (f l) (for/vector #:length 2 ([x (in-list l)]) x)) (f '(1 2 3)) (f '(1))",
     "'#(1 2)\n'#(1 0)"),
    ('(define (f n) (for/list ([i (in-range n)]) (for/list ([j (in-range i)]) j))) (f 3)',
     "'(() (0) (0 1))"),
    # a step that is not a literal: Racket 8.7 evaluates its expression again at every test
    ('(define (f) (for/list ([i (in-range (begin (display "a") 1) (begin (display "b") 4) (begin (display "c") 1))]) i)) (f)',
     "abccccc'(1 2 3)"),
    ('(define (f s) (for/list ([i (in-range 0 10 s)]) (set! s -1) i)) (f 2)',
     "'(0)"),
    ('(define st 1) (define (f) (for/fold ([st -1]) ([i (in-range 0 3 st)]) (displayln i) st)) (f)',
     '-1'),
    ('(define (f a b s) (for/list ([x (in-range a b s)]) x)) (f 0 2 1/2) (f 0 -1 -0.5) (f 1 2 (/ 1 3))',
     "'(0 1/2 1 3/2)\n'(0 -0.5)\n'(1 4/3 5/3)"),
    ('(define (f) (list (for/list ([x (in-range 0 2 1/2)]) x) (for/list ([x (in-range 1 -1 -0.5)]) x) (for/list ([x (in-range 0.5 2 1)]) x))) (f)',
     "'((0 1/2 1 3/2) (1 0.5 0.0 -0.5) (0.5 1.5))"),
    # the accumulators are in scope in the clauses' tests, the clauses' variables shadow them
    ("(define (f) (for/fold ([x 0]) ([x '(1 2)]) (+ x 10))) (f)",
     '12'),
    ("(for/fold ([x 0]) ([x (in-list '(1 2))]) (+ x 10))",
     '12'),
    ("(define (f) (for*/fold ([x 0]) ([x '(1 2)] [y '(a)]) x)) (f)",
     '2'),
    ("(define (f) (for*/fold ([acc '()]) ([x '(1 2)] [y (in-list (cons x acc))]) (cons y acc))) (f)",
     "'(1 2 1)"),
    ("(define (f l) (for/fold ([n 0]) ([x (in-list l)] #:when (> x n)) x)) (f '(3 1 4 1 5 9 2 6))",
     '9'),
    ("(define (f) (for*/fold ([x 0] [n 0]) ([x '(1 2)] #:when #t [y '(a b)]) (values (+ x 1) (add1 n)))) (call-with-values f list)",
     "'(4 4)"),
    ("(define (f) (for/fold ([x 0]) ([x '(1 2)] #:when (odd? x)) (* x 10))) (f)",
     '2'),
    ("(define (f) (for*/lists (x) ([x '(1 2)] [y '(a b)]) y)) (f)",
     "ERROR: reverse: contract violation\n  expected: list?\n  given: '(b a . 2)"),
    ('(define (f) (for*/lists (l) ([i (in-range 3)] [j (in-range i)]) (cons i j))) (f)',
     "'((1 . 0) (2 . 0) (2 . 1))"),
    # where it skips or breaks, Racket's loop gives what the accumulators' names mean there
    ("(define (f) (list (for/fold ([x 0]) ([x '(1 2)] #:break (= x 2)) (* x 10)) (for/fold ([x 0]) ([x '(1 2 3)] #:final (= x 2)) (* x 10)) (for/fold ([x 0]) ([x '(1 2)]) #:break (= x 2) (* x 10)) (for/fold ([x 0]) ([x '(1 2)] #:unless (odd? x)) (* x 10)))) (f)",
     "'(2 20 2 20)"),
    ("(define (f) (list (for/fold ([x 0]) ([x '(1 2 3)] #:when (odd? x) [y '(a)]) (* x 10)) (call-with-values (lambda () (for/fold ([x 0] [z 0]) ([x '(1 2)] #:when (odd? x)) (values (* x 10) (add1 z)))) list) (for*/fold ([x 0]) ([x '(1 2)] [y '()]) (* x 10)))) (f)",
     "'(30 (2 1) 2)"),
    ("(define (f) (list (for/fold ([x 0]) ([x '(1 2 3)] #:break (= x 3) #:when (= x 1)) (* x 10)) (for*/fold ([x 0]) ([x '(1 2)] [y '(a b)] #:break (eq? y 'b)) (* x 10)) (for/fold ([x 0] #:result (list x)) ([x '(1 2)] #:when (odd? x)) (* x 10)))) (f)",
     "'(3 10 (2))"),
    ("(define (f) (for/lists (x) ([x '(1 2)] #:when (odd? x)) x)) (f)",
     'ERROR: reverse: contract violation\n  expected: list?\n  given: 2'),
]


@pytest.mark.parametrize("source, expected", CASES, ids=[case_id(s) for s, _ in CASES])
def test_lowered_loop_prints_what_racket_prints(source: str, expected: str) -> None:
    assert run(source) == expected


@requires_racket
def test_racket_agrees() -> None:
    assert_racket_agrees(CASES)


SAFE = ("(define (safe? col placed) (for/and ([c (in-list placed)] [d (in-naturals 1)]) "
        "(not (or (= c col) (= (abs (- c col)) d)))))")


def test_in_list_and_in_naturals_clauses_become_a_cdr_walk_and_a_counter() -> None:
    source = generated_source("#lang racket\n" + SAFE + "\n")
    assert ".cdr" in source and "next(" not in source, source


def test_in_range_and_literal_clauses_count_without_an_iterator() -> None:
    source = generated_source("#lang racket\n(define (f n l) (for*/list ([x (in-list l)] "
                              "[i (in-range n)] [j 3] #:when (< j i)) (list x i j)))\n")
    assert "next(" not in source, source


def test_for_list_and_for_vector_collect_in_order_without_reversing() -> None:
    """Each value is appended to a Python list the loop alone holds, made a list (or the
    vector's items) once at the end: no pair consed per value, no reversed copy."""
    source = generated_source("#lang racket\n(define (f n) (list (for/list ([i n]) (* i i)) "
                              "(for/vector ([i n]) i)))\n")
    assert source.count(".append(") == 2 and "_mklist(" in source and "_Vec(" in source, source
    # the two pairs of the outer (list ...), filled in place once after both loops
    # (codegen.Emitter.new_list), none per value
    assert source.count("_Pair()") == 2 and source.rindex("_Vec(") < source.index("_Pair()"), source


def test_a_bare_expression_clause_still_iterates_its_value() -> None:
    # (a Python `for` over the iterator: compilation/iterated_loops.py)
    source = generated_source("#lang racket\n(define (f s) (for/list ([x s]) x))\n")
    assert "_l2p(" in source and " in v" in source, source


def test_long_cdr_walk_runs_in_constant_stack() -> None:
    src = ("(define (f l) (for/fold ([n 0]) ([x (in-list l)] [i (in-naturals)]) (+ n i))) "
           "(f (build-list 100000 values))")
    assert run_shallow(src) == "4999950000"


def test_loop_in_tail_position_of_a_recursion_runs_in_constant_stack() -> None:
    src = ("(define (go n acc) (if (= n 0) acc (go (- n 1) (+ acc (for/sum ([i (in-range 3)] "
           "[x (in-list '(1 2 3))]) (* i x)))))) (go 100000 0)")
    assert run_shallow(src) == "800000"


def test_outside_a_module_a_redefined_sequence_procedure_is_called() -> None:
    from minischeme.running.interpreter import Interpreter
    from minischeme.values.ports import capture_output
    it = Interpreter()
    with capture_output() as port:
        it.load_text("(define (f) (for/list ([x (in-list '(1 2))]) x))\n(display (f))\n"
                     "(set! in-list (lambda (l) (list 'mine)))\n(display (f))\n", "t.rkt",
                     lambda v: None)
    assert port.getvalue() == "(1 2)(mine)"
