"""lang/posn's `posn` in the teaching languages is Racket's: transparent, so two posns of
equal coordinates are `equal?` (a check-expect comparing a computed posn with a written
one passes), made by `make-posn` (its arity error names it), mutable in htdp/asl; and a
structure's procedures print as htdp/asl prints procedures that are no primitives,
`(lambda (a1) ...)` (primitives/htdp_posn.py, values/htdp_printer.py). Found on a fresh
public HtDP repository (eareese/htdp-exercises, exercise 75, whose four check-expects of
posns all failed). Recorded from Racket 8.7, checked against it where racket is installed."""
from __future__ import annotations

import contextlib
import io

from minischeme.cli import main
from program_runs import case_tests

CASES = {
    'posns_of_equal_coordinates_are_equal': ('#lang htdp/bsl\n(equal? (make-posn 1 2) (make-posn 1 2))\n(equal? (make-posn 1 2) (make-posn 2 1))\n(define (move p) (make-posn (+ (posn-x p) 1) (posn-y p)))\n(equal? (move (make-posn 1 2)) (make-posn 2 2))\n',
        ('#true\n#false\n#true\n', 0, '')),
    'posn_constructor_arity': ('#lang htdp/isl\n(make-posn 1)\n',
        ('', 1, 'make-posn: expects 2 arguments, but found only 1')),
    'asl_mutated_posn': ('#lang htdp/asl\n(define p (make-posn 1 2))\n(set-posn-x! p 5)\np\n(equal? p (make-posn 5 2))\n',
        ('(make-posn 5 2)\n#true\n', 0, '')),
    'asl_structure_procedures_print_as_lambdas': ('#lang htdp/asl\n(define-struct p (x))\nmake-p\np-x\np?\nset-p-x!\nmake-posn\n+\n',
        ('(lambda (a1) ...)\n(lambda (a1) ...)\n(lambda (a1) ...)\n(lambda (a1 a2) ...)\n(lambda (a1 a2) ...)\n+\n', 0, '')),
}

test_minischeme_answers_as_racket, test_racket_answers_so = case_tests(CASES)


def test_a_check_expect_of_posns_passes_under_minischeme_test(tmp_path):
    (tmp_path / "ufo.rkt").write_text(
        "#lang htdp/bsl\n(define-struct vel (dx dy))\n"
        "(define (move p v) (make-posn (+ (posn-x p) (vel-dx v)) (+ (posn-y p) (vel-dy v))))\n"
        "(check-expect (move (make-posn 1 2) (make-vel 3 4)) (make-posn 4 6))\n"
        "(check-expect (make-vel 1 2) (make-vel 1 2))\n")
    out = io.StringIO()
    with contextlib.chdir(tmp_path), contextlib.redirect_stdout(out):
        code = main(["test", "ufo.rkt"])
    assert (out.getvalue(), code) == ("Both tests passed!\n2 passed, 0 failed\n", 0)
