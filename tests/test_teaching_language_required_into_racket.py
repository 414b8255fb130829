"""A teaching language required into a racket module, `(require lang/htdp-beginner)` (and
-beginner-abbr, -intermediate, -intermediate-lambda, -advanced) (found by correctness
sweep 15: a public repository of HtDP 1e exercises writes every file so): the level's
procedures and forms, `define-struct`'s structures transparent (and, from
lang/htdp-advanced, mutable), `make-posn`, the test forms (which report nothing under
`racket FILE`), results printed as racket prints them. Each case: the program, and
(stdout, exit code, first stderr line) as Racket 8.7 gave them."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'beginner_structures_are_transparent': ("#lang racket\n(require lang/htdp-beginner)\n(define-struct circle (center radius color))\n(define c (make-circle (make-posn 1 1) 1 'red))\nc\n(circle-radius c)\n(equal? c (make-circle (make-posn 1 1) 1 'red))\n(list 1 2)\n(check-expect (circle-radius c) 1)\n",
        ("(circle (posn 1 1) 1 'red)\n1\n#t\n'(1 2)\n", 0, '')),
    'intermediate_lambda': ('#lang racket\n(require lang/htdp-intermediate-lambda)\n(define (f g) (g 3))\n(f (lambda (x) (* x x)))\n(local ((define y 2)) (+ y 1))\n(foldr + 0 (list 1 2 3))\n',
        ('9\n3\n6\n', 0, '')),
    'beginner_abbr': ('#lang racket\n(require lang/htdp-beginner-abbr)\n(define-struct p (a b))\n(make-p \'x "y")\n(p? (make-p 1 2))\n',
        ('(p \'x "y")\n#t\n', 0, '')),
    'advanced_mutators': ('#lang racket\n(require lang/htdp-advanced)\n(define-struct p (a b))\n(define q (make-p 1 2))\n(set-p-a! q 5)\nq\n(posn-x (make-posn 3 4))\n',
        ('(p 5 2)\n3\n', 0, '')),
    'racket_define_struct_stays_opaque': ('#lang racket\n(define-struct p (a b))\n(make-p 1 2)\n(set-p-a! (make-p 1 2) 3)\n',
        ('', 1, 'main.rkt:4:1: set-p-a!: unbound identifier')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
