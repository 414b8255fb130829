"""A `define-values`'s bad syntax, at module level as in a body, is Racket's error at
Racket's position: the form's shape (ids that are no list, a missing or extra
expression), an id that is no identifier, a duplicate id (an id that is no identifier
was an internal error, a duplicate at module level 'identifier already defined' and in a
body no error, ids that are no list an arity error at run time).

Expected texts are Racket 8.7's (`racket FILE` on the source in a `#lang racket` module),
asked while writing these tests.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_lambda_syntax_errors import run  # noqa: E402

CASES = {
    "(define-values x 1)": "t.rkt:2:0: define-values: bad syntax\n  in: (define-values x 1)",
    "(define-values (a . b) (values 1 2))":
        "t.rkt:2:0: define-values: bad syntax\n  in: (define-values (a . b) (values 1 2))",
    "(define-values (a b) 1 2)": "t.rkt:2:0: define-values: bad syntax\n  in: (define-values (a b) 1 2)",
    "(define-values (a 1) 2)": "t.rkt:2:18: define-values: not an identifier\n  at: 1\n"
                               "  in: (define-values (a 1) 2)",
    "(define-values (a a) (values 1 2))": "t.rkt:2:18: define-values: duplicate binding name\n"
                                          "  at: a\n  in: (define-values (a a) (values 1 2))",
    "(define (f) (define-values (a 1) 2) a) (f)": "t.rkt:2:30: define-values: not an identifier\n"
                                                   "  at: 1\n  in: (define-values (a 1) 2)",
    "(define (f) (define-values x 1) 1) (f)": "t.rkt:2:12: define-values: bad syntax\n"
                                               "  in: (define-values x 1)",
    "(let () (define-values (a a) (values 1 2)) a)": "t.rkt:2:26: define-values: duplicate binding "
                                                      "name\n  at: a\n  in: (define-values (a a) "
                                                      "(values 1 2))",
}


@pytest.mark.parametrize("source", list(CASES))
def test_bad_syntax_is_rackets_error(source):
    assert run(source) == "ERROR: " + CASES[source]
