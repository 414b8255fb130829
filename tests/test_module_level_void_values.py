"""A module-level expression that returns several values prints each of them as Racket
8.7 does, skipping those that are void as it skips a lone void (a `try` macro whose
escape continuation is called with two `(void)`s printed `#<void>` twice)."""
from __future__ import annotations

import pytest

from test_match import run


@pytest.mark.parametrize("source, printed", [
    ("(values (void) 1 (void))", "1"),
    ("(values (void) (void))", ""),
    ("(values 1 2)", "1\n2"),
    ("(call/cc (lambda (k) (k (void) (void))))", ""),
    ("(call/cc (lambda (k) (k 'a (void))))", "'a"),
])
def test_void_values_are_not_printed(source, printed):
    assert run(source) == printed
