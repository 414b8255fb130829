"""A call of a module's constant procedure (a module-level variable the module never
`set!`s) from translated code is a direct call of the procedure's Python function, through
a global of the generated code that a stub binds at the first call (compilation/
direct_calls.py). These programs run as modules in both back ends and must print what
Racket 8.7 printed for them (recorded below, from `racket FILE`), counting the same steps
both ways. tests/differential/fast_paths_calls.rkt has the errors' cases."""
import pytest

from test_primitive_fast_paths import generated_source
from back_end_runs import run_counting_steps  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # a helper called in a loop, defined before and after its caller
    """(define (sq x) (* x x))
       (define (sum-sq n) (let loop ([i 0] [acc 0]) (if (= i n) acc (loop (add1 i) (+ acc (sq i) (cube i))))))
       (define (cube x) (* x x x))
       (sum-sq 10)""": "2310\n",
    # a call before the definition ran: Racket's error, and the operand's effect not run
    """(define (early) (list (later (begin (display "operand") 1))))
       (with-handlers ([exn:fail? (lambda (e) (display (car (string-split (exn-message e) "\\n"))))])
         (early))
       (newline)
       (define (later x) x)
       (early)""": "later: undefined;\noperand'(1)\n",
    # a constant holding a primitive, a struct constructor, a case-lambda, a procedure
    # with optional arguments
    """(define first-of car)
       (struct p (a b))
       (define both (case-lambda [(a) a] [(a b) (+ a b)]))
       (define (opt a [b 5]) (* a b))
       (define (go) (list (first-of '(1 2)) (p-a (p 3 4)) (both 1) (both 1 2) (opt 2) (opt 2 3)))
       (go)""": "'(1 3 1 3 10 6)\n",
    # mutual recursion in tail position (constant space) and deep non-tail recursion
    """(define (even2? n) (if (= n 0) #t (odd2? (- n 1))))
       (define (odd2? n) (if (= n 0) #f (even2? (- n 1))))
       (define (depth n) (if (= n 0) 0 (add1 (depth (sub1 n)))))
       (list (even2? 100001) (depth 20000))""": "'(#f 20000)\n",
    # a procedure returning multiple values to a context taking them, and to one taking one
    """(define (two) (values 1 2))
       (define (use) (call-with-values (lambda () (two)) list))
       (define (wrong) (+ 1 (two)))
       (list (use) (with-handlers ([exn:fail? (lambda (e) 'arity)]) (wrong)))""":
        "'((1 2) arity)\n",
}


run = run_counting_steps


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_prints_what_racket_printed_and_counts_the_same_steps(src):
    fast = run(src, True)
    assert fast[:2] == (PROGRAMS[src], None)
    assert fast == run(src, False)


def test_a_call_of_a_constant_reads_no_cell_and_tests_no_arity():
    src = generated_source("""#lang racket/base
        (define (sq x) (if (< x 0) (sq (- x)) (* x x)))   ; calls itself: not inlined
        (define (f n) (list (sq n)))
        (f 3)""")
    body = src[src.index("def f1_f("):]
    assert "= d1(v" in body and ".value" not in body and ".arity" not in body


def test_operands_that_run_statements_come_after_the_operator_s_check():
    src = generated_source("""#lang racket/base
        (define (sq x) (if (< x 0) (sq (- x)) (* x x)))   ; calls itself: not inlined
        (define (f n) (list (sq (car n))))
        (f '(3))""")
    body = src[src.index("def f1_f("):]
    assert body.index("if d1 is s1: s1.resolve()") < body.index("car") < body.index("= d1(")


def test_an_assigned_procedure_is_called_through_its_variable():
    src = generated_source("""#lang racket/base
        (define (sq x) (* x x))
        (define (f n) (list (sq n)))
        (set! sq sq)
        (f 3)""")
    body = src[src.index("def f1_f("):]
    assert "d1(" not in body and ".value" in body
