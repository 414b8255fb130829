"""The clocks a program reads: `current-inexact-monotonic-milliseconds` (racket/base since
Racket 8.1, a clock that never goes back, for timing a part of a program, as
bench/fresh4's dn_21_04_bingo and dn_21_05_vents do in their timed.rkt), beside the wall
clock's `current-inexact-milliseconds`, `current-milliseconds` and `current-seconds`.
What the clocks read differs run to run, so the programs print only facts about them; each
must print what Racket 8.7 printed for it (recorded from `racket FILE`), in both back ends."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # a flonum, never smaller on a later reading, no arguments
    """(define a (current-inexact-monotonic-milliseconds))
   (define b (current-inexact-monotonic-milliseconds))
   (list (flonum? a) (<= a b) (procedure-arity current-inexact-monotonic-milliseconds))
   current-inexact-monotonic-milliseconds""":
        "'(#t #t 0)\n#<procedure:current-inexact-monotonic-milliseconds>\n",
    # an argument: Racket's arity error
    """(with-handlers ([exn:fail:contract:arity? exn-message])
     (current-inexact-monotonic-milliseconds 1))""":
        '"current-inexact-monotonic-milliseconds: arity mismatch;\\n the expected number of '
        'arguments does not match the given number\\n  expected: 0\\n  given: 1"\n',
    # timing a computation as timed.rkt does
    """(define (timed f)
     (let ([start (current-inexact-monotonic-milliseconds)])
       (define r (f))
       (values r (- (current-inexact-monotonic-milliseconds) start))))
   (define-values (r ms) (timed (lambda () (for/sum ([i 1000]) i))))
   (list r (>= ms 0.0))""":
        "'(499500 #t)\n",
    # the wall clocks' kinds of number
    """(list (flonum? (current-inexact-milliseconds)) (exact-integer? (current-milliseconds))
         (exact-integer? (current-seconds)))""":
        "'(#t #t #t)\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_clocks_print_what_racket_prints(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])
