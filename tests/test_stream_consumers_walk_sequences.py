"""racket/stream's consumers walk a sequence that is a stream without being stream cells
(in-range, in-inclusive-range, in-naturals, in-list, a list) directly, and call a procedure
translated to Python without apply_procedure (issue 29: `(stream-andmap pred (in-range 2
x))` made a memoizing stream cell per number, 76% of a held-out Project Euler program).
Racket 8.7's output, recorded from `racket`; both back ends print it and count the same
steps (the closure back end's procedures go through apply_procedure). The edges of each
operation are in tests/differential/stream_sequences.exprs."""
from __future__ import annotations

from tests.back_end_runs import run_counting_steps

PROGRAM = "(define (divisor? x) (λ (k) (not (= 0 (modulo x k)))))\n(define (prime? x) (stream-andmap (divisor? x) (in-range 2 x)))\n(for/list ([n (in-range 2 40)] #:when (prime? n)) n)\n(stream-ormap (lambda (x) (and (> (* x x) 50) x)) (in-naturals))\n(stream-fold (lambda (acc x) (+ acc (* x x))) 0 (in-inclusive-range 1 10))\n(stream-count odd? (in-list '(1 2 3 4 5)))\n(let ([out '()]) (stream-for-each (lambda (x) (set! out (cons x out))) '(a b c)) out)\n(stream-andmap (lambda (x) (let loop ([i x]) (if (zero? i) #t (loop (sub1 i))))) (in-range 5))\n(stream-andmap add1 (in-range 3))\n(stream-ref (stream-map (lambda (x) (* x 3)) (in-naturals)) 10)\n(stream->list (stream-filter even? (in-range 10)))\n(stream-length (for/stream ([i 5]) (* i i)))\n(stream-andmap (lambda (x y) x) (in-range 3))\n"

RACKET = "'(2 3 5 7 11 13 17 19 23 29 31 37)\n8\n385\n3\n'(c b a)\n#t\n3\n30\n'(0 2 4 6 8)\n5\n"

RACKET_ERROR = "arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 2\n  given: 1"


def test_stream_consumers_over_sequences_give_rackets_answers_in_both_back_ends() -> None:
    generated = run_counting_steps(PROGRAM, True)
    closures = run_counting_steps(PROGRAM, False)
    assert generated[0] == RACKET
    assert generated[1] is not None and generated[1].startswith(RACKET_ERROR)
    assert closures == generated
    assert generated[2] > 300        # the predicates' steps are counted
