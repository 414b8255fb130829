"""A lambda's and a case-lambda's bad syntax is the expander's error, in Racket's words and
at Racket's position (the S-expression compilers no longer report it; an empty
case-lambda clause was an internal error).

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module  # noqa: E402


run = run_module


CASES = {
    "(case-lambda [])": "t.rkt:2:0: case-lambda: bad syntax\n  in: (case-lambda ())",
    "(case-lambda x)": "t.rkt:2:0: case-lambda: bad syntax\n  in: (case-lambda x)",
    "(case-lambda [(a) ])": "t.rkt:2:0: case-lambda: bad syntax\n  in: (case-lambda ((a)))",
    "(lambda (a b a) a)": "t.rkt:2:13: lambda: duplicate argument name\n  at: a\n"
                          "  in: (lambda (a b a) a)",
    "(lambda (a [b 1] c) a)": "t.rkt:2:17: lambda: default-value expression missing\n  at: c\n"
                              "  in: (lambda (a (b 1) c) a)",
    "(lambda (a 5) a)": "t.rkt:2:11: lambda: not an identifier, identifier with default, or "
                        "keyword\n  at: 5\n  in: (lambda (a 5) a)",
    "(lambda (#:k) 1)": "t.rkt:2:9: lambda: missing argument identifier after keyword\n"
                        "  at: #:k\n  in: (lambda (#:k) 1)",
    "(lambda (#:k 5) 1)": "t.rkt:2:13: lambda: after keyword, not an identifier or identifier "
                          "with default\n  at: 5\n  in: (lambda (#:k 5) 1)",
    "(define (f) (if 1 2))": 't.rkt:2:12: if: missing an "else" expression\n  in: (if 1 2)',
    # a procedure define's parameters are Racket's words for define (they said lambda:),
    # checked in its order: each parameter in turn, then names written twice
    "(define (add-fib 3 4) (+ 3 4))": "t.rkt:2:17: define: not an identifier, identifier with "
                                      "default, or keyword for procedure argument\n  at: 3\n"
                                      "  in: (define (add-fib 3 4) (+ 3 4))",
    "(define ((f a) 3) 1)": "t.rkt:2:15: define: not an identifier, identifier with default, or "
                            "keyword for procedure argument\n  at: 3\n  in: (define ((f a) 3) 1)",
    "(define (f x x) 1)": "t.rkt:2:13: define: duplicate argument identifier\n  at: x\n"
                          "  in: (define (f x x) 1)",
    "(define (f x x 3) 1)": "t.rkt:2:15: define: not an identifier, identifier with default, or "
                            "keyword for procedure argument\n  at: 3\n  in: (define (f x x 3) 1)",
    "(define (f x x [y 1] z) 1)": "t.rkt:2:21: define: default-value expression missing\n  at: z\n"
                                  "  in: (define (f x x (y 1) z) 1)",
    "(define (f #:k 3 x) 1)": "t.rkt:2:11: define: missing argument identifier after keyword\n"
                              "  at: #:k\n  in: (define (f #:k 3 x) 1)",
    "(define (f a #:k a) 1)": "t.rkt:2:17: define: duplicate argument identifier\n  at: a\n"
                              "  in: (define (f a #:k a) 1)",
    # a case-lambda clause's formals are identifiers (its optional and keyword parameters
    # were accepted, by the S-expression compilers; a keyword one was an internal error)
    "(case-lambda [(a . 5) a])": "t.rkt:2:0: case-lambda: not an identifier\n  at: 5\n"
                                 "  in: (case-lambda ((a . 5) a))",
    "(case-lambda [(a a) a])": "t.rkt:2:17: case-lambda: duplicate argument name\n  at: a\n"
                               "  in: (case-lambda ((a a) a))",
    "(case-lambda [([a 1]) a])": "t.rkt:2:15: case-lambda: not an identifier\n  at: (a 1)\n"
                                 "  in: (case-lambda (((a 1)) a))",
    "(case-lambda [(a #:k b) a])": "t.rkt:2:17: case-lambda: not an identifier\n  at: #:k\n"
                                   "  in: (case-lambda ((a #:k b) a))",
    "(case-lambda [(x [a 1]) a])": "t.rkt:2:17: case-lambda: not an identifier\n  at: (a 1)\n"
                                   "  in: (case-lambda ((x (a 1)) a))",
}

# A rest parameter named like another, or no identifier: Racket's words (the S-expression
# compilers accepted it). Racket points at the rest parameter, which the reader gives no position of its
# own: minischeme points at the lambda.
REST_TWICE = {
    "(lambda (a . a) a)": "lambda: duplicate argument name\n  at: a\n  in: (lambda (a . a) a)",
    "(case-lambda [(a . a) a])": "case-lambda: duplicate argument name\n  at: a\n"
                                 "  in: (case-lambda ((a . a) a))",
    # with optional or keyword parameters (which may come with a rest one), Racket's
    # racket/private/kw.rkt says "identifier"; a rest that is no identifier is a "bad
    # argument sequence" with or without them
    "(lambda ([a 1] . a) a)": "lambda: duplicate argument identifier\n  at: a\n"
                              "  in: (lambda ((a 1) . a) a)",
    "(lambda (#:k k . k) k)": "lambda: duplicate argument identifier\n  at: k\n"
                              "  in: (lambda (#:k k . k) k)",
    "(lambda (#:k k a . a) 1)": "lambda: duplicate argument identifier\n  at: a\n"
                                "  in: (lambda (#:k k a . a) 1)",
    "(lambda (a . 5) 1)": "lambda: bad argument sequence\n  at: 5\n  in: (lambda (a . 5) 1)",
    "(lambda (#:k k . 5) 1)": "lambda: bad argument sequence\n  at: 5\n"
                              "  in: (lambda (#:k k . 5) 1)",
}


@pytest.mark.parametrize("source", list(CASES))
def test_bad_syntax_is_rackets_error(source):
    assert run(source) == "ERROR: " + CASES[source]


@pytest.mark.parametrize("source", list(REST_TWICE))
def test_a_rest_parameter_named_like_another_is_rackets_error(source):
    assert run(source) == "ERROR: t.rkt:2:0: " + REST_TWICE[source]
