"""racket/performance-hint's `begin-encourage-inline` and `define-inline`: hints to Racket's
compiler that change no result (forms/performance_hints.py). Found by fresh public programs
(hashimmm/adventofcode, 2016 days 18 and 19). Recorded from Racket 8.7 (stdout, exit code,
first stderr line); checked against it where racket is installed."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'begin_encourage_inline_defines_at_the_top': ('#lang racket\n(require racket/performance-hint)\n(begin-encourage-inline (define (f x) (* x 2)) (define g 3))\n(f 21)\ng\n',
        ('42\n3\n', 0, '')),
    'define_inline_is_a_function': ('#lang racket\n(require racket/performance-hint)\n(define-inline (sq x) (* x x))\n(sq 5)\n(map sq (list 1 2))\n',
        ("25\n'(1 4)\n", 0, '')),
    'define_inline_with_optional_and_rest': ('#lang racket\n(require racket/performance-hint)\n(define-inline (f a [b 10] . more) (list a b more))\n(f 1)\n(f 1 2 3 4)\n',
        ("'(1 10 ())\n'(1 2 (3 4))\n", 0, '')),
    'define_inline_needs_a_function_header': ('#lang racket\n(require racket/performance-hint)\n(define-inline sq2 5)\n',
        ('', 1, 'main.rkt:3:0: define-inline: only supports definitions with function headers')),
    'racket_base_has_no_define_inline': ('#lang racket\n(define-inline (sq x) (* x x))\n',
        ('', 1, 'main.rkt:2:1: define-inline: unbound identifier')),
}

test_minischeme_runs_it_as_racket_did, test_racket_answers_as_recorded = case_tests(CASES, "main.rkt")
