"""A module-level form (`require`, `provide`, `module` ...) in a procedure's body or an
expression, a definition where an expression goes, and a `set!` of a macro's name are
Racket's syntax errors, reported by the expander at the form (the S-expression compilers
ran such forms: a `require` in a procedure's body required, `(display (define x 1))`
defined x and displayed #<void>).

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from test_default_expressions_see_earlier_parameters import run

CASES = {
    "(define (f) (require racket/list) 1) (f)":
        "t.rkt:2:12: require: not at module level or top level\n  in: (require racket/list)",
    "(define (f) (#%require racket/list) 1) (f)":
        "t.rkt:2:12: #%require: allowed only in a module or the top level\n"
        "  in: (#%require racket/list)",
    "(define (f) (provide f) 1) (f)": "t.rkt:2:12: provide: not at module level\n  in: (provide f)",
    "(define (f) (#%provide f) 1) (f)":
        "t.rkt:2:12: #%provide: not allowed outside of a module body\n  in: (#%provide f)",
    "(define (f) (module+ test 1) 1) (f)":
        "t.rkt:2:12: module+: allowed only in a module body\n  in: (module+ test 1)",
    "(define (f) (module m racket) 1) (f)":
        "t.rkt:2:12: module: allowed only at the top level or in a module top-level\n"
        "  in: (module m racket)",
    "(define (f) (module* m #f) 1) (f)":
        "t.rkt:2:12: module*: illegal use (not in a module top-level)\n  in: (module* m #f)",
    "(let () (require racket/list) 1)":
        "t.rkt:2:8: require: not at module level or top level\n  in: (require racket/list)",
    "(display (define x 1))":
        "t.rkt:2:9: define: not allowed in an expression context\n  in: (define x 1)",
    "(define (f) (display (define x 1)) 1) (f)":
        "t.rkt:2:21: define: not allowed in an expression context\n  in: (define x 1)",
    "(define (f) (if #t (define-values (a) 1) 2)) (f)":
        "t.rkt:2:19: define-values: not allowed in an expression position\n"
        "  in: (define-values (a) 1)",
    "(define (f) (display (define-syntax m2 (syntax-rules () [(_) 1])))) (f)":
        "t.rkt:2:21: define-syntax: not allowed in an expression context\n"
        "  in: (define-syntax m2 (syntax-rules () ((_) 1)))",
    "(define-syntax-rule (m) 1) (define (f) (set! m 2) 1) (f)":
        "t.rkt:2:45: set!: cannot mutate syntax identifier\n  at: m\n  in: (set! m 2)",
    "(define (f) (define-syntax-rule (m) 1) (set! m 2) 1) (f)":
        "t.rkt:2:45: set!: cannot mutate syntax identifier\n  at: m\n  in: (set! m 2)",
    "(define-syntax-rule (m) 1) (set! m (car '()))":
        "t.rkt:2:33: set!: cannot mutate syntax identifier\n  at: m\n"
        "  in: (set! m (car (quote ())))",
}


@pytest.mark.parametrize("source", list(CASES))
def test_a_form_out_of_place_is_rackets_syntax_error(source):
    assert run(source) == "ERROR: " + CASES[source]


def test_a_require_at_the_top_still_requires():
    assert run("(display 1) (require racket/list) (display (first '(2)))") == "12"
