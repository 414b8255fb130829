"""A `for` clause [x (in-value e)] is lowered to one round of the loop, its value computed
where the clause starts (issue 29: it went through the generic sequence protocol, a
quarter of a held-out LeetCode program's time). Racket 8.7's answers, recorded from
`racket`; both back ends print them and count the same steps."""
from __future__ import annotations

from tests.back_end_runs import run_counting_steps

PROGRAM = """
(for/list ([c '(1 2 3)] #:when (odd? c) [x (in-value (* c 10))] #:when (> x 5)) x)
(for/list ([x (in-value 5)]) x)
(for/sum ([i 3] [v (in-value 7)]) v)
(for*/list ([i 3] [v (in-value (* i i))]) (list i v))
(define (f) (for/list ([x (in-value (values 1 2))]) x))
(with-handlers ([exn:fail? exn-message]) (f))
(define k 0)
(for/list ([i 3] [v (in-value (begin (set! k (add1 k)) k))]) (list i v))
k
(for/list ([v (in-value 'a)] [i (in-naturals)]) (cons v i))
(let ([in-value list]) (for/list ([x (in-value 1 2)]) x))
"""

RACKET = """'(10 30)
'(5)
7
'((0 0) (1 1) (2 4))
"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2"
'((0 1))
1
'((a . 0))
'(1 2)
"""


def test_in_value_gives_rackets_answers_in_both_back_ends() -> None:
    generated = run_counting_steps(PROGRAM, True)
    closures = run_counting_steps(PROGRAM, False)
    assert generated[1] is None and generated[0] == RACKET
    assert closures[:2] == generated[:2]
    assert closures[2] == generated[2]          # the same steps counted
