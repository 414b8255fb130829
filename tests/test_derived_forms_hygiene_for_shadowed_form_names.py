"""Derived forms stay hygienic for the forms they introduce (found by correctness sweep 15:
an HtDP student's `(define (letter+1 let llc) (cond ...))` stopped with "#%app: missing
procedure expression", `cond`'s own `let` taken for the parameter): where a local variable
is named `let`, `if`, `begin`, `lambda`, `quote` ... the `cond`, `when`, `unless`, `or`,
`and` and `case` around it still work, and the user's uses of the name are the variable
(expansion/core_aliases.py). Each case: the program, and (stdout, exit code, first stderr
line) as Racket 8.7 gave them."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'cond_with_a_parameter_named_let': ("#lang racket\n(define (f let llc)\n  (cond\n    [(empty? llc) '()]\n    [else (cons let llc)]))\n(f 1 (list 2))\n(f 1 '())\n",
        ("'(1 2)\n'()\n", 0, '')),
    'in_a_teaching_language': ('#lang htdp/bsl+\n(define (letter+1 let llc)\n  (cond\n    [(empty? llc) \'()]\n    [else (cons let llc)]))\n(letter+1 "a" (list "b"))\n',
        ('(list "a" "b")\n', 0, '')),
    'when_unless_or_with_form_names_bound': ('#lang racket\n(define (f if let begin) (cond [(> if 0) (when let (list if let begin))] [else (or #f (unless #f begin))]))\n(f 1 2 3)\n(f 0 2 3)\n',
        ("'(1 2 3)\n3\n", 0, '')),
    'case_and_with_lambda_and_quote_bound': ('#lang racket\n(let ([lambda 5] [quote 2]) (case lambda [(5) (and quote (list lambda quote))]))\n',
        ("'(5 2)\n", 0, '')),
    'the_variable_still_the_variable': ('#lang racket\n(define (g let) (let 10))\n(g add1)\n(define (h if) (cond [#t (if 1 2)]))\n(h +)\n',
        ('11\n3\n', 0, '')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
