"""A struct's #:guard (its values become the fields, passed on to the parent's guard; its
errors in Racket's words) and #:inspector #f or (make-inspector) (the type transparent,
as #:transparent makes it); #:authentic and #:sealed change nothing printed. Each
program's output recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402
CASES = {
    'guard_values_replace_the_fields': (
        '(struct g (x y) #:guard (lambda (x y name) (values (* 2 x) (list y name))) #:transparent)\n(g 1 2)\n(g-x (g 5 0))\n(struct g2 g (z) #:guard (lambda (x y z name) (values x y (list z name))) #:transparent)\n(g2 1 2 3)\n(struct plain-child g (z) #:transparent)\n(plain-child 1 2 3)\n(struct one (n) #:guard (lambda (n name) (if (number? n) n (error name "not a number: ~e" n))))\n(one-n (one 5))\n(map one-n (map one \'(1 2 3)))\n(define (positive n name) (if (positive? n) n (raise-argument-error name "positive?" n)))\n(struct pos (n) #:guard positive #:transparent)\n(pos 3)\n',
        "(g 2 '(2 g))\n10\n(g2 2 '(2 g2) '(3 g2))\n(plain-child 2 '(2 plain-child) 3)\n5\n'(1 2 3)\n(pos 3)\n"),
    'guard_errors': (
        '(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(struct one (n) #:guard (lambda (n name) (if (number? n) n (error name "not a number: ~e" n))))\n(try (lambda () (one \'x)))\n(define ns (make-base-namespace))\n(try (lambda () (eval \'(begin (struct h (x) #:guard (lambda (x name) (values 1 2))) (h 1)) ns)))\n(try (lambda () (eval \'(struct h (x) #:guard 5) ns)))\n(try (lambda () (eval \'(struct h (x) #:guard (lambda (x) x)) ns)))\n(try (lambda () (eval \'(begin (define (gd x) x) (struct h2 (x y) #:guard gd)) ns)))\n',
        "one: not a number: 'x\ncalling guard procedure: result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\n  arguments...:\n   1\n   2\nmake-struct-type: contract violation\n  expected: (or/c #f procedure?)\n  given: 5\nmake-struct-type: guard procedure does not accept correct number of arguments;\n should accept one more than the number of constructor arguments\n  guard procedure: #<procedure>\n  expected arity: 2\nmake-struct-type: guard procedure does not accept correct number of arguments;\n should accept one more than the number of constructor arguments\n  guard procedure: #<procedure:gd>\n  expected arity: 3\n"),
    'inspectors': (
        '(struct a (x) #:inspector #f)\n(a 1)\n(equal? (a 1) (a 1))\n(struct b (x) #:inspector (make-inspector))\n(b 1)\n(equal? (b 1) (b 1))\n(struct c (x) #:authentic)\n(c 1)\n(struct d (x) #:sealed)\n(d 1)\n(struct e (x) #:transparent #:authentic)\n(e 1)\n',
        '(a 1)\n#t\n(b 1)\n#t\n#<c>\n#<d>\n(e 1)\n'),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
