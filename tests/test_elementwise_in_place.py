"""map, filter, for-each, andmap and ormap of a literal one-argument lambda (map,
for-each, andmap and ormap of a two-argument one over two lists, foldl and foldr of a
two-argument one, racket/list's count, filter-map and append-map of a one-argument one) run the lambda's body in a loop in place in procedures translated to
Python (compilation/elementwise.py; the expander marks the lambda inlined when no
procedure made in it keeps one of its variables). These programs run as modules in both
back ends and must print what Racket 8.7 printed for them (recorded below, from `racket
FILE`), counting the same steps both ways (a step an element, as the lambda's calls
counted)."""
import pytest

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from back_end_runs import run_counting_steps  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # a variable of the body kept by a closure: fresh for each element
    """(define (thunks xs) (map (lambda (x) (let ([y (* x 2)]) (lambda () y))) xs))
       (map (lambda (f) (f)) (thunks '(1 2 3)))""": "'(2 4 6)\n",
    # the element itself kept by a closure
    """(define (keep xs) (map (lambda (x) (lambda () x)) xs))
       (map (lambda (f) (f)) (keep '(a b)))""": "'(a b)\n",
    # inside a loop that runs in place, with the loop's variable in the body
    """(define (table n)
         (let loop ([i 0] [rows '()])
           (if (= i n) (reverse rows)
               (loop (add1 i) (cons (filter (lambda (x) (< x i)) '(0 1 2)) rows)))))
       (table 4)""": "'(() (0) (0 1) (0 1 2))\n",
    # the parameter assigned in the body: filter keeps the element, not the new value
    """(define (big xs) (filter (lambda (x) (set! x (* x 10)) (> x 15)) xs))
       (big '(1 2 3))""": "'(2 3)\n",
    # for-each for effect, and map's order of calls (first to last)
    """(define (trace xs) (for-each (lambda (x) (display x)) xs) (newline)
         (map (lambda (x) (display x) x) xs))
       (trace '(1 2 3))""": "123\n123'(1 2 3)\n",
    # andmap and ormap stop at the first #f / true value: no step for the rest
    """(define (small? xs) (andmap (lambda (x) (display x) (< x 3)) xs))
       (define (big xs) (ormap (lambda (x) (display x) (and (> x 2) (* x 10))) xs))
       (list (small? '(1 2 3 4)) (small? '()) (big '(1 2 3 4)) (big '()) (small? '(1 2)))""":
        "12312312'(#f #t 30 #f #t)\n",
    # ormap in a procedure called in a loop (the prime test of Project Euler 7's shape)
    """(define (prime? n)
         (and (> n 1) (not (ormap (lambda (d) (zero? (remainder n d)))
                                  (range 2 (add1 (integer-sqrt n)))))))
       (length (filter prime? (range 2000)))""": "303\n",
    # foldl from the first element, foldr from the last, a step an element each
    """(define (l xs) (foldl (lambda (x a) (display x) (cons x a)) '() xs))
       (define (r xs) (foldr (lambda (x a) (display x) (cons x a)) '() xs))
       (list (l '(1 2 3)) (r '(1 2 3)) (l '()) (r '()))""": "123321'((3 2 1) (1 2 3) () ())\n",
    # map and andmap over two lists
    """(define (add xs ys) (map (lambda (x y) (display x) (+ x y)) xs ys))
       (define (below? xs ys) (andmap (lambda (x y) (< x y)) xs ys))
       (list (add '(1 2) '(10 20)) (below? '(1 2) '(2 3)) (below? '(1 5) '(2 3)))""":
        "12'((11 22) #t #f)\n",
    # racket/list's count, filter-map and append-map: a step an element, in order
    """(define (big xs) (count (lambda (x) (display x) (> x 2)) xs))
       (list (big '(1 2 3 4)) (big '()))""": "1234'(2 0)\n",
    """(define (sq-evens xs) (filter-map (lambda (x) (display x) (and (even? x) (* x x))) xs))
       (list (sq-evens '(1 2 3 4)) (sq-evens '()))""": "1234'((4 16) ())\n",
    """(define (dup xs) (append-map (lambda (x) (display x) (list x x)) xs))
       (list (dup '(1 2)) (dup '()))""": "12'((1 1 2 2) ())\n",
    # append-map's last result is shared, not checked, as by append
    """(define (last-improper xs) (append-map (lambda (x) (if (odd? x) (list x) x)) xs))
       (last-improper '(1 3 4))""": "'(1 3 . 4)\n",
    # the element kept by a closure made in append-map's body; a free variable in count's
    """(define (thunks xs) (append-map (lambda (x) (list (lambda () x))) xs))
       (map (lambda (f) (f)) (thunks '(a b)))""": "'(a b)\n",
    """(define (above xs k) (count (lambda (x) (> x k)) xs))
       (map (lambda (k) (above '(1 5 9) k)) '(0 4 8))""": "'(3 2 1)\n",
}


run = run_counting_steps


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_prints_what_racket_printed_and_counts_the_same_steps(src):
    fast = run(src, True)
    assert fast[:2] == (PROGRAMS[src], None)
    assert fast == run(src, False)


def test_the_body_runs_in_place(capsys):
    """The generated code of f has one function (and _make's): no lambda for map's; the
    result's pairs made in place as the values come (no Python list to turn into pairs)."""
    saved = codegen.SHOW
    codegen.SHOW = True
    try:
        Interpreter().load_text("#lang racket\n(define (f xs) (map (lambda (x) (* x x)) xs))",
                                "stdin")
    finally:
        codegen.SHOW = saved
    code = capsys.readouterr().err
    assert "def f1_f(" in code and code.count("def ") == 2 and "_mklist(" not in code
    assert code.count("_Pair()") == 2 and ".append(" not in code      # the placeholder, a pair


@pytest.mark.parametrize("call", ["(count (lambda (x) (odd? x)) xs)",
                                  "(filter-map (lambda (x) (and (odd? x) x)) xs)",
                                  "(append-map (lambda (x) (list x)) xs)"])
def test_racket_list_procedures_run_their_lambda_in_place(capsys, call):
    """count, filter-map and append-map of a literal lambda: f's generated code has one
    function (and _make's), no procedure made for the lambda."""
    saved = codegen.SHOW
    codegen.SHOW = True
    try:
        Interpreter().load_text(f"#lang racket\n(define (f xs) {call})", "stdin")
    finally:
        codegen.SHOW = saved
    code = capsys.readouterr().err
    assert "def f1_f(" in code and code.count("def ") == 2
