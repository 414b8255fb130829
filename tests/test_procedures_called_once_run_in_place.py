"""A procedure called at one place only runs there in place, as a let.

An internal definition (or letrec binding) of a lambda that the code calls exactly once, in
the same Python function, and never uses otherwise (students' `(define (continue) ...)`
helpers), and a literal lambda applied at once, need no procedure: the generator binds the
parameters to the arguments and writes the body where the call is
(expander.Builder.run_called_once_in_place, codegen.Emitter.in_place). No closure is made
each time the code around it runs, and the helper's tail calls are the caller's, so a
procedure and its helper calling each other in tail position become one Python loop. The
programs below must print what Racket 8.7 printed (recorded from `racket FILE`), in both back
ends, counting the same steps (the call is still counted)."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_source  # noqa: E402

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
}


@pytest.mark.parametrize("src", PROGRAMS, ids=range(len(PROGRAMS)))
def test_prints_what_racket_prints_in_both_back_ends(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def _function(code: str, name: str) -> str:
    """The text of the generated Python function for the Racket procedure ``name``."""
    start = code.index(f"_{name}(")
    start = code.rindex("def ", 0, start)
    end = code.find("\ndef _make", start)
    return code[start:end if end >= 0 else len(code)]


def test_helper_called_once_makes_no_procedure() -> None:
    code = generated_source("#lang racket\n" + list(PROGRAMS)[0])
    outer = _function(code, "count_equal")
    assert "continue(" not in outer and "_mk_" not in outer     # no def, no factory
    assert "while True:" in outer                             # its tail call: a jump


def test_mutual_tail_calls_through_helper_are_a_loop() -> None:
    code = generated_source("#lang racket\n" + list(PROGRAMS)[1])
    fn = _function(code, "sum")
    assert "while True:" in fn and "_T" not in fn and "_new(_T)" not in fn


def test_literal_lambda_applied_is_a_let() -> None:
    code = generated_source("#lang racket\n(define (f a) ((lambda (x y) (cons y x)) a 2))")
    fn = _function(code, "f")
    assert fn.count("def ") == 1 and "_C(" not in fn.split("\n", 1)[1].rsplit("return _C", 1)[0]


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
