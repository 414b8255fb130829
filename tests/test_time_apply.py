"""time-apply, current-process-milliseconds and current-gc-milliseconds (racket/base): what
they measure differs run to run, in Racket too, so the programs print only facts about it
(the results list, kinds of numbers, that a clock never goes back) and their errors; each
must print what Racket 8.7 printed for it (recorded from `racket FILE`), in both back ends."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # four values: the results as a list, then cpu, real and gc milliseconds
    """(define-values (r cpu real gc) (time-apply + '(1 2)))
   (list r (exact-nonnegative-integer? cpu) (exact-nonnegative-integer? real)
         (exact-nonnegative-integer? gc))""":
        "'((3) #t #t #t)\n",
    # several results, none, a procedure of any arguments
    """(define (results f args) (call-with-values (lambda () (time-apply f args)) (lambda (r . t) (list r (length t)))))
   (list (results values '(1 2)) (results (lambda () (values)) '()) (results list '(1 2 3)))""":
        "'(((1 2) 3) (() 3) (((1 2 3)) 3))\n",
    # timing a computation: the result is there, the times are not negative
    """(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
   (define-values (r cpu real gc) (time-apply fib '(20)))
   (list r (>= cpu 0) (>= real 0) (>= gc 0))""":
        "'((6765) #t #t #t)\n",
    # a procedure's errors are its own; the list is checked as apply checks it
    """(list (with-handlers ([exn:fail? exn-message]) (time-apply car '(1)))
         (with-handlers ([exn:fail? exn-message]) (time-apply car '(1 2)))
         (with-handlers ([exn:fail? exn-message]) (time-apply 1 '()))
         (with-handlers ([exn:fail? exn-message]) (time-apply + 1))
         (with-handlers ([exn:fail? exn-message]) (time-apply + '(1 . 2)))
         (with-handlers ([exn:fail? exn-message]) (time-apply +))
         (with-handlers ([exn:fail? exn-message]) (time-apply + '() 1)))""":
        "'(\"car: contract violation\\n  expected: pair?\\n  given: 1\" "
        "\"car: arity mismatch;\\n the expected number of arguments does not match the given "
        "number\\n  expected: 1\\n  given: 2\" "
        "\"application: not a procedure;\\n expected a procedure that can be applied to "
        "arguments\\n  given: 1\" "
        "\"apply: contract violation\\n  expected: list?\\n  given: 1\" "
        "\"apply: contract violation\\n  expected: list?\\n  given: '(1 . 2)\" "
        "\"time-apply: arity mismatch;\\n the expected number of arguments does not match the "
        "given number\\n  expected: 2\\n  given: 1\" "
        "\"time-apply: arity mismatch;\\n the expected number of arguments does not match the "
        "given number\\n  expected: 2\\n  given: 3\")\n",
    # the process's CPU clock never goes back; its scopes; garbage-collection time
    """(define a (current-process-milliseconds))
   (define b (current-process-milliseconds #f))
   (list (exact-nonnegative-integer? a) (<= a b)
         (exact-nonnegative-integer? (current-process-milliseconds 'subprocesses))
         (exact-nonnegative-integer? (current-gc-milliseconds))
         (procedure-arity current-process-milliseconds) (procedure-arity current-gc-milliseconds)
         (procedure-arity time-apply))
   time-apply""":
        "'(#t #t #t #t (0 1) 0 2)\n#<procedure:time-apply>\n",
    """(list (with-handlers ([exn:fail? exn-message]) (current-process-milliseconds 'x))
         (with-handlers ([exn:fail? exn-message]) (current-process-milliseconds 1 2))
         (with-handlers ([exn:fail? exn-message]) (current-gc-milliseconds 1)))""":
        "'(\"current-process-milliseconds: contract violation\\n  expected: (or/c #f thread? "
        "'subprocesses)\\n  given: 'x\" "
        "\"current-process-milliseconds: arity mismatch;\\n the expected number of arguments "
        "does not match the given number\\n  given: 2\" "
        "\"current-gc-milliseconds: arity mismatch;\\n the expected number of arguments does "
        "not match the given number\\n  expected: 0\\n  given: 1\")\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_time_apply_prints_what_racket_prints(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])
