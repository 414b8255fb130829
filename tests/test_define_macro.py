"""compatibility/defmacro's `define-macro` and `defmacro` (and mzlib/defmacro's) in a
module, under both back ends: the syntax errors of a bad definition and of a use whose
parts the transformer does not take (`name: bad form`, at the use, the identifier too) in
Racket's words at Racket's positions, the transformer's errors, a name unbound without the
require, and non-hygienic expansions (a template's `tmp` captures the user's, a free `x`
is the use's). Values and errors of uses in a module's namespace are in the differential
suite (tests/differential/defmacro.rkt).

Expected texts are Racket 8.7's (`racket t.rkt` of `#lang racket` and these lines, its
`location...`/`context...` lines left off), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module

ERRORS = {
    '(require compatibility/defmacro)\n(define-macro (1 x) x)':
        't.rkt:3:15: define-macro: expected an identifier for the macro name\n  at: 1\n  in: (define-macro (1 x) x)',
    '(require compatibility/defmacro)\n(define-macro (m 1) 1)':
        't.rkt:3:17: define-macro: expected an identifier for a macro argument\n  at: 1\n  in: (define-macro (m 1) 1)',
    '(require compatibility/defmacro)\n(define-macro (m . 1) 1)':
        't.rkt:3:0: define-macro: not a valid argument sequence after the macro name\n  in: (define-macro (m . 1) 1)',
    '(require compatibility/defmacro)\n(define-macro (m a "b") 1)':
        't.rkt:3:19: define-macro: expected an identifier for a macro argument\n  at: "b"\n  in: (define-macro (m a "b") 1)',
    '(require compatibility/defmacro)\n(define-macro m)':
        't.rkt:3:0: define-macro: bad syntax\n  in: (define-macro m)',
    '(require compatibility/defmacro)\n(define-macro (m x))':
        't.rkt:3:0: define-macro: bad syntax\n  in: (define-macro (m x))',
    '(require compatibility/defmacro)\n(define-macro "m" (lambda () 1))':
        't.rkt:3:14: define-macro: expected an identifier for the macro name\n  at: "m"\n  in: (define-macro "m" (lambda () 1))',
    '(require compatibility/defmacro)\n(define-macro m 1 2)':
        't.rkt:3:0: define-macro: bad syntax\n  in: (define-macro m 1 2)',
    '(require compatibility/defmacro)\n(defmacro m x)':
        't.rkt:3:0: defmacro: bad syntax\n  in: (defmacro m x)',
    '(require compatibility/defmacro)\n(defmacro m)':
        't.rkt:3:0: defmacro: bad syntax\n  in: (defmacro m)',
    '(require compatibility/defmacro)\n(define-macro (twice x) `(begin ,x ,x))\n(twice)':
        't.rkt:4:0: twice: bad form\n  in: (twice)',
    '(require compatibility/defmacro)\n(define-macro (twice x) `(begin ,x ,x))\n(list (twice 1 2))':
        't.rkt:4:6: twice: bad form\n  in: (twice 1 2)',
    '(require compatibility/defmacro)\n(define-macro (twice x) `(begin ,x ,x))\n(display twice)':
        't.rkt:4:9: twice: bad form\n  in: twice',
    '(require compatibility/defmacro)\n(define (f) (define-macro (g x) x) (g))':
        't.rkt:3:35: g: bad form\n  in: (g)',
    '(require compatibility/defmacro)\n(define-macro (m x) `(car ,x))\n(m 5)':
        'car: contract violation\n  expected: pair?\n  given: 5',
    '(require compatibility/defmacro)\n(define-macro m 5)':
        'define-macro: expected argument of type <procedure (arity 1)>; given: 5',
    '(require compatibility/defmacro)\n(define-macro (m) (quote (1 2)))\n(m)':
        'application: not a procedure;\n expected a procedure that can be applied to arguments\n  given: 1',
    '(define-macro (m) 1)':
        't.rkt:2:1: define-macro: unbound identifier\n  in: define-macro',
    '(require compatibility/defmacro)\n(set! x 1)':
        't.rkt:3:6: set!: unbound identifier\n  at: x\n  in: (set! x 1)',
    "(require compatibility/defmacro)\n(define-macro (m) '(if))\n(m)":
        't.rkt:4:0: if: bad syntax\n  in: (if)',
}

RUNS = {
    '(require mzlib/defmacro)\n(define-macro (m a) `(list ,a ,a))\n(m 4)':
        "'(4 4)\n",
    '(require compatibility/defmacro)\n(define-macro (sw! a b) `(let ([tmp ,a]) (set! ,a ,b) (set! ,b tmp)))\n(define tmp 1)\n(define y 2)\n(sw! tmp y)\n(list tmp y)':
        "'(1 2)\n",
    "(require compatibility/defmacro)\n(define x 'outer)\n(define-macro (get-x) 'x)\n(let ([x 'inner]) (get-x))":
        "'inner\n",
    '(require compatibility/defmacro)\n(define-macro (my-let1 v e body) `(let ([,v ,e]) ,body))\n(my-let1 z 3 (* z z))':
        '9\n',
    '(require compatibility/defmacro)\n(define-macro (m . args) `(quote ,(reverse args)))\n(m 1 2 3)':
        "'(3 2 1)\n",
}


@pytest.mark.parametrize("source", list(ERRORS))
def test_define_macro_errors_are_rackets_at_rackets_position(source, back_end):
    assert run_module(source) == "ERROR: " + ERRORS[source]


@pytest.mark.parametrize("source", list(RUNS))
def test_define_macro_expands_as_in_racket(source, back_end):
    assert run_module(source) == RUNS[source]


def test_a_macro_from_another_module_expands_in_the_using_module(tmp_path, back_end):
    from folder_runs import minischeme_run
    run = minischeme_run(tmp_path, {
        "lib.rkt": "#lang racket\n(require compatibility/defmacro)\n(provide twice get-helper)\n"
                   "(define (helper) 'lib-helper)\n(define-macro (twice x) `(list ,x ,x))\n"
                   "(define-macro (get-helper) '(helper))\n",
        "main.rkt": "#lang racket\n(require \"lib.rkt\")\n(define (helper) 'main-helper)\n"
                    "(twice 3)\n(get-helper)\n"}, "main.rkt")
    assert (run.stdout, run.stderr) == ("'(3 3)\n'main-helper\n", "")     # racket main.rkt
