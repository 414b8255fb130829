"""A macro defined at a module's top keeps its template's free names meaning what they mean
at the top where the use binds the same name locally (found by correctness sweep 15: a
student's own `unless`, `(if (not c) ...)`, used inside `(let ([not (λ (v) v)]) ...)` took
the local `not`, and printed nothing where Racket printed 1 and 2): the template's `not`,
`helper`, `if` and `double` are the top's, the user's own uses the local variable
(Compiler.top_name). Each case: the program, and (stdout, exit code, first stderr line) as
Racket 8.7 gave them."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'template_not_captured_by_a_local': ('#lang racket\n(define-syntax unless\n  (syntax-rules ()\n    [(_ c body ...)\n     (if (not c) (begin body ...) (void))]))\n(let ([not (λ (v) v)])\n  (unless false\n    (println 1)\n    (println 2)))\n',
        ('1\n2\n', 0, '')),
    'swap_with_a_variable_named_tmp': ('#lang racket\n(define-syntax-rule (swap! a b) (let ([tmp a]) (set! a b) (set! b tmp)))\n(define (g tmp other) (swap! tmp other) (list tmp other))\n(g 1 2)\n',
        ("'(2 1)\n", 0, '')),
    'module_helper_shadowed_at_the_use': ('#lang racket\n(define (helper x) (* x 10))\n(define-syntax-rule (use-helper e) (helper e))\n(define (h helper) (use-helper helper))\n(h 4)\n',
        ('40\n', 0, '')),
    'template_if_with_a_parameter_named_if': ('#lang racket\n(define-syntax-rule (my-unless c e) (if c (void) e))\n(define (k if) (my-unless #f (list if)))\n(k 7)\n',
        ("'(7)\n", 0, '')),
    'a_later_definition_shadowed': ('#lang racket\n(define-syntax-rule (twice e) (double e))\n(define (f double) (twice double))\n(define (double x) (* 2 x))\n(f 21)\n',
        ('42\n', 0, '')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
