"""A class's curried method heads, `(define/public ((m env) e) ...)` as `define` allows
them, and typed/racket/class (found by correctness sweep 15: a typed interpreter of
"Essentials of Compilation", its methods curried, stopped at "require: unknown module" and
then "define/public: bad syntax"). Each case: the program, and (stdout, exit code, first
stderr line) as Racket 8.7 gave them."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'curried_public_method': ('#lang racket\n(define c% (class object% (super-new) (define/public ((f a) b) (+ a b)) (define/public (((g a) b) c) (list a b c))))\n(define o (new c%))\n((send o f 1) 2)\n(((send o g 1) 2) 3)\n',
        ("3\n'(1 2 3)\n", 0, '')),
    'curried_override_calls_super': ("#lang racket\n(define a% (class object% (super-new) (define/public ((h env) e) (list 'a env e))))\n(define b% (class a% (super-new) (define/override ((h env) e) (if (eq? e 'x) 'b ((super h env) e)))))\n(define o (new b%))\n((send o h 1) 'x)\n((send o h 1) 'y)\n",
        ("'b\n'(a 1 y)\n", 0, '')),
    'typed_racket_class': ('#lang typed/racket\n(require typed/racket/class)\n(define c%\n  (class object%\n    (super-new)\n    (: twice (Integer -> Integer))\n    (define/public (twice n) (* 2 n))))\n(send (new c%) twice 21)\n',
        ('42\n', 0, '')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
