"""A procedure whose parameters are operands of inlined arithmetic or comparisons gets a
copy of its body that tests nothing of them, taken when each holds an int on entry
(compilation/fixnums.integer_params, codegen.Emitter.integer_clone); any other argument
takes the body as it always was. Racket's answers at the edges (floats, rationals,
bignums, wrong types, a self tail call leaving the integers) are in
tests/differential/integer_clones. Here: what is cloned, and that both copies print what
Racket printed and count the same steps as the closure back end (a limit's verdict must not
depend on which copy ran)."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_function, generated_source

PROGRAMS = {
    """(define (prime? n)
         (and (> n 1) (let loop ([d 2]) (cond [(> (* d d) n) #t] [(zero? (modulo n d)) #f]
                                              [else (loop (add1 d))]))))
       (list (for/sum ([i 1000]) (if (prime? i) 1 0)) (prime? 7.0) (prime? 91.0))""":
        "'(168 #t #f)\n",
    """(define (halvings n acc) (if (< n 1) acc (halvings (/ n 2) (+ acc 1))))
       (list (halvings 1000 0) (halvings 1000.0 0) (halvings 7/3 0))""": "'(10 10 2)\n",
    """(define (collatz n) (let loop ([n n] [k 0])
         (if (= n 1) k (loop (if (even? n) (quotient n 2) (+ (* 3 n) 1)) (add1 k)))))
       (list (collatz 27) (collatz 27.0)
             (with-handlers ([exn:fail? exn-message]) (collatz "x")))""":
        "'(111 111 \"=: contract violation\\n  expected: number?\\n  given: \\\"x\\\"\")\n",
    # a variable bound outside the cloned procedure and set in it: the copy knows nothing
    # of it (it holds a float before the first call)
    """(define (outer)
         (let ([t 7.0])
           (define (g n) (let ([q (quotient t 2)] [e (with-handlers ([exn:fail? exn-message]) (even? t))])
                           (set! t (* n 3)) (list q e (- n 1) (+ n 2))))
           (list (g 3) (g 4))))
       (outer)""": "'((3.0 #f 2 5) (4 #f 3 6))\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_both_copies_print_what_racket_printed_and_count_the_same_steps(src):
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def test_a_procedure_of_integer_arithmetic_is_cloned_and_its_copy_tests_nothing():
    code = generated_function(generated_source(
        "#lang racket\n(define (f n) (if (< n 2) n (+ (f (- n 1)) (f (- n 2)))))\n(f 5)\n"), "f")
    assert "if v2_n.__class__ is int:" in code
    assert "(v2_n < (2))" in code and "(v2_n - (1))" in code       # the copy's tests nothing
    assert "v2_n - (1) if v2_n.__class__ is int" in code            # the general body's


def test_a_parameter_starting_a_loop_counter_is_worth_a_clone():
    code = generated_function(generated_source(
        "#lang racket\n(define (count-up n) (let loop ([i n] [k 0]) (if (> i 100) k"
        " (loop (* i 2) (add1 k)))))\n(count-up 3)\n"), "count_up")
    assert ".__class__ is int:" in code


def test_a_procedure_with_one_tested_operand_or_an_assigned_parameter_is_written_once():
    for src in ("(define (g n) (if (null? n) 0 (+ (car n) (g (cdr n)))))\n(g '(1 2))\n",
                "(define (g n) (set! n (+ n 1)) (if (> n 9) n (g (* n n))))\n(g 2)\n"):
        code = generated_function(generated_source("#lang racket\n" + src), "g")
        assert ".__class__ is int:" not in code, src
