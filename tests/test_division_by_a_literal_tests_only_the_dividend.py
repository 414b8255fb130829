"""`(quotient n 10)`, `(remainder n 10)`, `(modulo n 10)`: a literal divisor's sign is known
when the code is written (inliners._division), so the fast path tests only the dividend;
a literal 0 goes straight to the primitive (Racket's division-by-zero error). What they
answer at the edges (negative, float and bignum dividends, negative divisors) is in the
differential file fast_paths (`by-literals`, `by-zero`), recorded from Racket 8.7."""
from back_end_runs import assert_prints_in_both_back_ends, generated_source  # noqa: E402

SRC = """(define (split n) (list (quotient n 10) (remainder n 10) (modulo n 10) (modulo n -3)))
(define (by-zero n) (with-handlers ([exn:fail? exn-message]) (quotient n 0)))
(list (split 1234) (split -1234) (split 12.0) (by-zero 5))"""


def test_literal_divisor_is_not_tested_again() -> None:
    code = generated_source("#lang racket\n" + SRC)
    assert "// (10) if v" in code and "% (10) if v" in code
    assert "(10) > 0" not in code and "(-3) > 0" not in code
    assert "// (0)" not in code                     # a zero divisor: the primitive's error


def test_answers_as_racket() -> None:
    assert_prints_in_both_back_ends(
        SRC, "'((123 4 4 -2) (-123 -4 6 -1) (1.0 2.0 2.0 0.0) "
             "\"quotient: division by zero\")\n")
