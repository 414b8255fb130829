"""Arity errors in Racket's words: case-lambda (several clauses name no expected arity).

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from test_local_definitions import run


def test_a_case_lambda_arity_error_says_what_it_expected_only_for_one_clause():
    # racket 8.7: several clauses give no `expected:` line; one clause gives its arity
    assert run("(define f (case-lambda [(x) x] [(x y) y]))\n(define h (case-lambda [(x) x]))\n"
               "(with-handlers ([exn:fail:contract:arity? exn-message]) (f))\n"
               "(with-handlers ([exn:fail:contract:arity? exn-message]) (h 1 2))") == (
        '"f: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  given: 0"\n'
        '"h: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  expected: 1\\n  given: 2"\n')
