"""A match pattern variable met twice, once under an ellipsis, as Racket 8.7's racket/match
takes it (tests/differential/match_repeated_ellipsis.exprs has more): a list's last plain
`x ...` is the rest of the list as a whole, so a repeated x is compared with that list (in
both the lowered tests and the clause matchers); a name bound by any other ellipsis keeps
its list, a later occurrence of it matching anything."""
from __future__ import annotations

import pytest

from test_match import run


@pytest.mark.parametrize("source, printed", [
    # x, then x ... : x is compared with the rest of the list
    ("(match '(1 1) [(list x x ...) 'yes] [_ 'no])", "'no"),
    ("(match '((1) 1) [(list x x ...) x] [_ 'no])", "'(1)"),
    ("(match '((a b) a b) [(list x x ...) 'yes] [_ 'no])", "'yes"),
    ("(match '(()) [(list x x ...) 'yes] [_ 'no])", "'yes"),
    # the clause matchers (list-no-order: a pattern the lowering does not take)
    ("(match '((1) 1) [(and (list x x ...) (list-no-order _ ...)) x] [_ 'no])", "'(1)"),
    ("(match '(1 1) [(and (list x x ...) (list-no-order _ ...)) x] [_ 'no])", "'no"),
    ("(match '((a a) (a a)) [(list x (list x ...)) 'yes] [_ 'no])", "'yes"),
    ("(match '(a (a a)) [(list x (list x ...)) 'yes] [_ 'no])", "'no"),
    ("(match '(1 2 . 3) [(and (list a _ ...) (list-no-order _ ...)) a] [_ 'no])", "'no"),
    ("(match '(1 2 3) [(and (list a _ ...) (list-no-order _ ...)) a] [_ 'no])", "1"),
    # a name an ellipsis loops over keeps its list
    ("(match '(1 2 1 2) [(list x ... 2 x ...) x])", "'(1 2 1)"),
    ("(match '((a 1) (b 2) c) [(list (list k v) ... k) (list k v)] [_ 'no])", "'((a b) (1 2))"),
    # the rest as a whole is the list's own tail
    ("(let ([l (list 1 2 3)]) (match l [(list a b ...) (eq? b (cdr l))]))", "#t"),
    ("(let ([l (list 1 2 3)]) (match l [(list a b ..1) (eq? b (cdr l))]))", "#f"),
])
def test_repeated_variable_under_an_ellipsis(source, printed):
    assert run(source) == printed
