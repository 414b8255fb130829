"""A procedure made in a loop keeps that round's variables, and the loop stays a Python loop.

A named let, a procedure's self tail call, a `for` loop or a lambda that map runs in place
rebind their variables every round; Racket gives every round fresh ones, so a closure made in
one round keeps its values. The generated code used to refuse to run such a loop in place
(each round a TailCall through the trampoline, a Python call a round); now a procedure made
in it gets copies of the variables it uses that no `set!` changes (a factory function takes
them, ir.copied_into_closures), and only variables a `set!` changes, or letrec/define
variables a procedure made before their definition uses (mutual recursion), still stop the
loop (ir.kept_by_nested). These programs run as modules in both
back ends and must print what Racket 8.7 printed for them (recorded below, from `racket
FILE`), counting the same steps both ways."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_source  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # a named let's variable kept by a closure made in each round
    """(define (thunks n)
     (let loop ([i 0] [acc '()])
       (if (= i n) (reverse acc) (loop (add1 i) (cons (lambda () i) acc)))))
   (map (lambda (f) (f)) (thunks 4))""":
        "'(0 1 2 3)\n",
    # a procedure's own parameter, rebound by its self tail call
    """(define (collect i acc)
     (if (= i 3) acc (collect (+ i 1) (cons (lambda (x) (list i x)) acc))))
   (map (lambda (f) (f 'y)) (collect 0 '()))""":
        "'((2 y) (1 y) (0 y))\n",
    # for/list, for*/list and for/vector: the clause variables and a let in the body
    """(define (adders) (for/list ([i (in-range 3)]) (let ([j (* i 10)]) (lambda (x) (+ x i j)))))
   (define (pairs) (for*/list ([i '(1 2)] [j '(a b)]) (lambda () (cons i j))))
   (define (vec) (for/vector ([c "abc"]) (lambda () c)))
   (list (map (lambda (f) (f 1)) (adders)) (map (lambda (f) (f)) (pairs))
         (for/list ([f (vec)]) (f)))""":
        "'((1 12 23) ((1 . a) (1 . b) (2 . a) (2 . b)) (#\\a #\\b #\\c))\n",
    # a closure in a closure, made in an inner loop, keeping both loops' variables
    """(define (grid)
     (for*/list ([i 2] [j 2]) (lambda () (lambda () (list i j)))))
   (map (lambda (f) ((f))) (grid))""":
        "'((0 0) (0 1) (1 0) (1 1))\n",
    # a variable the closure assigns is shared, not copied: the loop counts with it
    """(define (counter n)
     (let loop ([i 0] [fs '()])
       (if (= i n) (map (lambda (f) (f)) fs)
           (let ([k i]) (loop (add1 i) (cons (lambda () (set! k (+ k 100)) k) fs))))))
   (counter 3)""":
        "'(102 101 100)\n",
    # a variable assigned after the closure is made: the closure sees the new value
    """(define (late n)
     (let loop ([i 0] [fs '()])
       (if (= i n) (map (lambda (f) (f)) fs)
           (let ([k i]) (define f (lambda () k)) (set! k (* k -1)) (loop (add1 i) (cons f fs))))))
   (late 3)""":
        "'(-2 -1 0)\n",
    # internal definitions in a loop's body: mutually recursive, made before they are defined
    """(define (parity n)
     (let loop ([i 0] [acc '()])
       (if (= i n) (reverse acc)
           (let ()
             (define (ev? k) (if (= k 0) (list 'even i) (od? (- k 1))))
             (define (od? k) (if (= k 0) (list 'odd i) (ev? (- k 1))))
             (loop (add1 i) (cons (lambda () (ev? i)) acc))))))
   (map (lambda (f) (f)) (parity 4))""":
        "'((even 0) (odd 1) (even 2) (odd 3))\n",
    # delay in a loop (the lazy dynamic-programming shape), forced after the loop
    """(define (squares n)
     (for/vector ([i n]) (delay (* i i))))
   (for/list ([p (squares 5)]) (force p))""":
        "'(0 1 4 9 16)\n",
    # map of a lambda making a closure, inside a loop
    """(define (rows n)
     (let loop ([i 0] [acc '()])
       (if (= i n) (reverse acc)
           (loop (add1 i) (cons (map (lambda (x) (lambda () (+ x i))) '(10 20)) acc)))))
   (map (lambda (r) (map (lambda (f) (f)) r)) (rows 3))""":
        "'((10 20) (11 21) (12 22))\n",
    # case-lambda looping on itself, making closures
    """(define count-up
     (case-lambda [(n) (count-up n '())]
                  [(n acc) (if (= n 0) acc (count-up (- n 1) (cons (lambda () n) acc)))]))
   (map (lambda (f) (f)) (count-up 3))""":
        "'(1 2 3)\n",
    # optional argument with a default, in a self loop
    """(define (opt n [acc '()] #:k [k 1])
     (if (= n 0) acc (opt (- n 1) (cons (lambda () (* k n)) acc) #:k k)))
   (map (lambda (f) (f)) (opt 3 #:k 5))""":
        "'(5 10 15)\n",
    # a loop whose closure escapes through a mutable box and is called in a later round
    """(define (chain n)
     (define prev (box (lambda () 'start)))
     (let loop ([i 0] [out '()])
       (if (= i n) (reverse out)
           (let ([p (unbox prev)])
             (set-box! prev (lambda () (list i (p))))
             (loop (add1 i) (cons ((unbox prev)) out))))))
   (chain 3)""":
        "'((0 start) (1 (0 start)) (2 (1 (0 start))))\n",
    # hash-update! with a lambda keeping the loop's variable
    """(define (tally xs)
     (define h (make-hash))
     (for ([x xs] [i (in-naturals)]) (hash-update! h x (lambda (v) (cons i v)) '()))
     (sort (hash->list h) < #:key (lambda (p) (length (cdr p)))))
   (tally '(a b a c a b))""":
        "'((c 3) (b 5 1) (a 4 2 0))\n",
    # an internal definition in a for body, used by a closure made after it: copied
    """(define (f lines)
         (define h (make-hash))
         (for ([line lines])
           (define parts (string-split line))
           (hash-update! h (first parts) (lambda (v) (cons (length parts) v)) (list)))
         (sort (hash->list h) string<? #:key car))
       (f (list "a b" "c d e" "a x y z"))""":
        "'((\"a\" 4 2) (\"c\" 3))\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_prints_what_racket_printed_and_counts_the_same_steps(src):
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def test_a_named_let_making_closures_runs_in_place():
    """No function for the loop and no TailCall: a while loop, the closure made by a
    factory taking a copy of the loop's variable."""
    code = generated_source("#lang racket\n" + "(define (f n) (let loop ([i 0] [acc '()]) (if (= i n) acc "
                     "(loop (add1 i) (cons (lambda () i) acc)))))")
    assert "while True:" in code and "_T()" not in code
    assert "_loop(" not in code and "def _mk_" in code


def test_a_self_tail_call_making_closures_is_a_jump():
    code = generated_source("#lang racket\n" + "(define (f i acc) (if (= i 0) acc (f (- i 1) (cons (lambda () i) acc))))")
    assert "while True:" in code and "_T()" not in code and "def _mk_" in code


def test_a_variable_a_closure_assigns_is_shared_and_stops_the_loop():
    """`set!` on k: the closure and the loop must share one variable, so no copy is made and
    the loop is a procedure again (each round its own Python call)."""
    code = generated_source("#lang racket\n" + "(define (f n) (let loop ([i 0] [fs '()]) (if (= i n) fs "
                     "(let ([k i]) (loop (add1 i) (cons (lambda () (set! k 1) k) fs))))))")
    assert "def _mk_" not in code and "nonlocal" in code


def test_a_definition_used_by_a_later_closure_is_copied():
    """`parts` is defined before the closure is made: the for loop runs in place."""
    code = generated_source("#lang racket\n" + "(define (f lines h) (for ([line lines]) (define parts (string-split line))"
                     " (hash-update! h (first parts) (lambda (v) (cons parts v)) (list))))")
    assert "while True:" in code and "def _mk_" in code and "_loop" not in code
