"""A pure call whose arguments are the same in every round of a loop is computed in its first
round only (compilation/invariants.py): `(string-length s)`, `(floor (sqrt x))` or
`(length lst)` in a loop's test. The call is evaluated where and when it was before, the
first time, so errors and step counts do not change; later rounds read its cache variable.
These programs run as modules in both back ends and must print what Racket 8.7 printed for
them (recorded below, from `racket FILE`), counting the same steps both ways."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_source, run_counting_steps  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # the loop test's (string-length s) and (sqrt n): a parameter outside the loop
    """(define (count-vowels s)
     (let loop ([i 0] [n 0])
       (if (< i (string-length s))
           (loop (add1 i) (if (memv (string-ref s i) '(#\\a #\\e #\\i #\\o #\\u)) (add1 n) n))
           n)))
   (define (divisors x)
     (let loop ([d 1] [acc '()])
       (if (> d (floor (sqrt x))) (sort acc <)
           (loop (add1 d) (if (zero? (remainder x d))
                              (if (= d (quotient x d)) (cons d acc) (list* d (quotient x d) acc))
                              acc)))))
   (list (count-vowels "the quick brown fox jumps over the lazy dog") (divisors 360) (divisors 49))""":
        "'(11 (1 2 3 4 5 6 8 9 10 12 15 18 20 24 30 36 40 45 60 72 90 120 180 360) (1 7 49))\n",
    # a procedure's own parameter passed on unchanged is invariant; one that changes is not
    """(define (f x acc k) (if (= k (length x)) acc (f x (+ acc (list-ref x k)) (add1 k))))
   (define (g x k) (if (null? x) k (g (cdr x) (+ k (length x)))))
   (list (f '(1 2 3 4) 0 0) (g '(a b c) 0))""":
        "'(10 6)\n",
    # the invariant call first evaluated in a later round (a branch), then reused
    """(define (h lst)
     (let loop ([i 0] [out '()])
       (cond [(= i 5) (reverse out)]
             [(odd? i) (loop (add1 i) (cons (* i (length lst)) out))]
             [else (loop (add1 i) (cons i out))])))
   (h '(a b c))""":
        "'(0 3 2 9 4)\n",
    # a variable a set! changes is not invariant
    """(define (shrink lst)
     (let loop ([i 0])
       (if (< i (length lst)) (begin (set! lst (cdr lst)) (loop (add1 i))) i)))
   (shrink '(1 2 3 4 5 6))""":
        '3\n',
    # nested loops: the inner loop's invariant uses the outer loop's variable, fresh every time
    """(define (tri n)
     (for/list ([i (in-range n)])
       (let loop ([j 0] [acc 0]) (if (> j (* i i)) acc (loop (add1 j) (+ acc j))))))
   (tri 5)""":
        "'(0 1 10 45 136)\n",
    # an invariant computed from a module-level constant and from a global procedure's result
    """(define N 10)
   (define (sum-to)
     (let loop ([i 0] [s 0]) (if (> i (* N 2)) s (loop (add1 i) (+ s i)))))
   (sum-to)""":
        '210\n',
    # exactness kept: (/ n 3) stays an exact rational
    """(define (thirds n)
     (let loop ([i 0] [out '()]) (if (> i (/ n 3)) (reverse out) (loop (add1 i) (cons i out)))))
   (list (thirds 7) (thirds 6))""":
        "'((0 1 2) (0 1 2))\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_prints_what_racket_printed_and_counts_the_same_steps(src):
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def test_an_error_of_an_invariant_call_is_raised_in_the_round_it_was_before():
    """an error in the invariant call: raised in the round it is first evaluated, as before. Racket printed 012 and then
    `vector-length: contract violation` (expected: vector?)."""
    src = """(define (bad v)
     (let loop ([i 0])
       (when (< i 3) (display i) (when (= i 2) (display (vector-length v))) (loop (add1 i)))))
   (bad "not a vector")"""
    fast = run_counting_steps(src, True)
    assert fast[0] == "012"
    assert fast[1].startswith("vector-length: contract violation\n  expected: vector?")
    assert fast == run_counting_steps(src, False)


def test_the_loop_test_is_computed_once():
    """The sqrt of the test is inside the cache's `if`, which only the first round runs
    (in each copy of the body: the procedure has an integer clone, fixnums.integer_params,
    and both copies fill the one cache)."""
    code = generated_source("#lang racket\n" + "(define (f x d) (if (> d (floor (sqrt x))) d (f x (add1 d))))")
    lines = code.splitlines()
    fills = [i for i, line in enumerate(lines) if "_isqrt(" in line]
    assert fills and "while True:" in code
    for i in fills:
        assert lines[i - 1].strip().startswith("if _h") and lines[i - 1].strip().endswith("is _U:")
    assert len({lines[i - 1].strip() for i in fills}) == 1      # one cache


def test_a_parameter_a_self_call_changes_is_not_cached():
    code = generated_source("#lang racket\n" + "(define (g x k) (if (null? x) k (g (cdr x) (+ k (length x)))))")
    assert "_h" not in code and "while True:" in code
