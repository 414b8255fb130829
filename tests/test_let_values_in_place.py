"""The expression of a let-values (and let*-values, define-values) runs in place in
procedures translated to Python: no thunk, no call (codegen.Emitter.values_list; the
expander marks the thunk inlined). These programs run as modules, in both back ends, and
must print what Racket 8.7 printed for them (recorded below, from `racket FILE`); the step
count must be the same both ways, as it was with the thunk (one step for the expression).
"""
import pytest

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from back_end_runs import run_counting_steps  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # a procedure made inside the expression keeps the variables of that run, even in a
    # loop that runs in place (the thunk stays a procedure then)
    """(define (kept n)
         (let loop ([i 0] [acc '()])
           (if (= i n)
               (map (lambda (f) (f)) acc)
               (let-values ([(f g) (let ([t (* i 10)]) (values (lambda () t) t))])
                 (loop (add1 i) (cons f acc))))))
       (kept 3)""": "'(20 10 0)\n",
    # the bound variables are fresh in each iteration of a loop around the let-values
    """(define (pairs n)
         (for/list ([i (in-range n)])
           (let-values ([(q r) (quotient/remainder i 3)])
             (lambda () (list q r)))))
       (map (lambda (f) (f)) (pairs 5))""": "'((0 0) (0 1) (0 2) (1 0) (1 1))\n",
    # digits by quotient/remainder in a named let that now runs as a loop
    """(define (digits n)
         (let rec ([n n] [ds '()])
           (if (= n 0) ds
               (let-values ([(q r) (quotient/remainder n 10)]) (rec q (cons r ds))))))
       (digits 907150)
       (digits (expt 10 25))""": "'(9 0 7 1 5 0)\n'(1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0)\n",
    # negative numbers and floats go through the primitive
    """(define (qr a b) (let-values ([(q r) (quotient/remainder a b)]) (list q r)))
       (qr -7 2) (qr 7 -2) (qr 7.0 2)""": "'(-3 -1)\n'(-3 1)\n'(3.0 1.0)\n",
    # too many values: Racket's error, from inside a loop
    """(define (bad n)
         (let loop ([i 0])
           (let-values ([(a b) (if (< i n) (values i i) (values i i i))])
             (loop (add1 i)))))
       (bad 3)""": "",
    # the expression is a variable or a constant: the list of its values is a new
    # temporary, neither the variable overwritten nor the constant's name made local
    """(define (keep x) (define-values (y) x) (list x y))
       (keep 1)
       (define (keep2 x) (let-values ([(y) x]) (list x y)))
       (keep2 'a)
       (define (lit1) (let-values ([(a) '(1 2)]) a))
       (lit1)
       (define (lit) (let-values ([(a b) '(1 2)]) a))
       (+ 1 (lit))""": "'(1 1)\n'(a a)\n'(1 2)\n",
}

ERRORS = {
    "(+ 1 (lit))": "result arity mismatch;\n expected number of values not received\n  expected: 2\n"
                   "  received: 1\n  in: local-binding form\n  arguments...:\n   '(1 2)",
    "(bad 3)": "result arity mismatch;\n expected number of values not received\n  expected: 2\n"
               "  received: 3\n  in: local-binding form\n  arguments...:\n   3\n   3\n   3",
}


run = run_counting_steps


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_prints_what_racket_printed_and_counts_the_same_steps(src):
    fast = run(src, True)
    slow = run(src, False)
    assert fast[0] == PROGRAMS[src]
    assert fast == slow
    expected_error = next((e for call, e in ERRORS.items() if call in src), None)
    if expected_error is None:
        assert fast[1] is None
    else:
        assert fast[1] is not None and expected_error in fast[1]


def test_the_expression_runs_in_place(capsys):
    """No procedure is made for the expression: the generated code (shown on stderr with
    codegen.SHOW) is one function for f, with quotient/remainder as divmod in it."""
    saved = codegen.SHOW
    codegen.SHOW = True
    try:
        Interpreter().load_text("#lang racket\n(define (f n) "
                                "(let-values ([(q r) (quotient/remainder n 10)]) (+ q r)))", "stdin")
    finally:
        codegen.SHOW = saved
    code = capsys.readouterr().err
    assert "def f1_f(" in code and code.count("def ") == 2     # _make and f: no thunk
    assert "divmod(" in code
