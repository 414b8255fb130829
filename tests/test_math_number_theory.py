"""math/number-theory's common procedures (primitives/math_number_theory.py). Found by the
second fresh corpus (issue 30): a Project Euler solution takes `(last (prime-divisors n))`.
Racket 8.7's answers were recorded with `racket FILE`: primes, factorizations and divisors
in Racket's order, the edge cases of 0, 1 and negative numbers."""
from __future__ import annotations

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAM = """\
#lang racket
(require math/number-theory)
(list (prime? 97) (prime? 1) (prime? -7) (prime? 600851475143) (nth-prime 0) (nth-prime 10) (next-prime 13) (prev-prime 13))
(factorize 360) (factorize 1) (factorize 600851475143)
(defactorize '((2 3) (5 1)))
(divisors 28) (divisors -12) (prime-divisors 360) (prime-exponents 360)
(totient 36) (modular-expt 3 200 1000007) (modular-inverse 3 11)
(binomial 10 3) (factorial 20) (perfect-square 49) (perfect-square 50)
(prime-divisors 1)
(divisors 1)
(factorize 0)
"""

# (stdout, exit code, first stderr line)
RECORDED = ("'(#t #f #t #f 2 31 17 11)\n'((2 3) (3 2) (5 1))\n'()\n'((71 1) (839 1) (1471 1) (6857 1))\n40\n'(1 2 4 7 14 28)\n'(1 2 3 4 6 12)\n'(2 3 5)\n'(3 2 1)\n12\n959082\n4\n120\n2432902008176640000\n7\n#f\n'()\n'(1)\n'()\n", 0, "")


def test_number_theory_as_in_racket(tmp_path):
    assert minischeme_run({"nt.rkt": PROGRAM}, tmp_path, "nt.rkt") == RECORDED


@needs_racket
def test_the_recording_is_what_racket_answers(tmp_path):
    assert racket_run({"nt.rkt": PROGRAM}, tmp_path, "nt.rkt") == RECORDED
