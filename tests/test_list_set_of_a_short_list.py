"""`(list-set lst k v)` of a known list with no index and a fixnum k below INDEX_FROM is
built in one walk (base_lists.set_near; issue 29, part 33): the same list the general path
builds (the k pairs before k copied, a new pair for v, the rest shared, every pair known to
start a list); anything else, and every error, is the general path's. Racket's answers for
the edges are tests/differential/fresh17_fast_paths."""
from __future__ import annotations

import pytest

from back_end_runs import assert_prints_in_both_back_ends  # noqa: E402
from minischeme.primitives import base_lists
from minischeme.primitives.base_lists import replaced_at, set_near
from minischeme.primitives.racket_list import _pair_at, list_set
from minischeme.values.data import NIL, is_list, make_list, make_pair, list_to_python
from minischeme.values.errors import Raise


def _general(lst, k, v):
    at = _pair_at(lst, k)
    return replaced_at(lst, k, at, make_pair(v, at.cdr))


@pytest.mark.parametrize("n", [1, 2, 8, 40])
def test_the_list_the_general_path_builds(n: int) -> None:
    lst = make_list(list(range(n)))
    for k in range(min(n, base_lists.INDEX_FROM)):
        new = set_near(lst, k, "x")
        assert list_to_python(new) == list_to_python(_general(lst, k, "x"))
        tail, shared = new, lst
        for _ in range(k + 1):
            tail, shared = tail.cdr, shared.cdr
        assert tail is shared                   # the rest of the list shared
        p = new
        while p is not NIL:
            assert p.listp is True and p.loc is None
            p = p.cdr


def test_other_cases_are_left_to_the_general_path() -> None:
    lst = make_list([1, 2, 3])
    assert set_near(lst, 3, "x") is None        # past the end: the walk's error
    assert set_near(lst, -1, "x") is None and set_near(lst, 1.0, "x") is None
    assert set_near(NIL, 0, "x") is None
    assert set_near(make_pair(1, make_pair(2, 3)), 0, "x") is None
    long = make_list(list(range(100)))
    assert set_near(long, base_lists.INDEX_FROM, "x") is None
    base_lists.list_ref(long, 60)
    base_lists.list_ref(long, 60)
    assert id(long) in base_lists._INDEXES and set_near(long, 3, "x") is None


@pytest.mark.parametrize("lst, k, message", [
    (make_list([1]), 3, "car: contract violation\n  expected: pair?\n  given: '()"),
    (NIL, 0, "car: contract violation\n  expected: pair?\n  given: '()"),
    (make_pair(1, make_pair(2, 3)), 1, "list-set: contract violation\n  expected: list?"),
    (make_list([1, 2]), -1, "list-set: contract violation\n  expected: exact-nonnegative-integer?"),
])
def test_errors_are_rackets(lst, k, message: str) -> None:
    with pytest.raises(Raise) as err:
        list_set(lst, k, "x")
    assert str(err.value).startswith(message)


def test_an_updated_list_is_still_known() -> None:
    new = list_set(make_list([1, 2, 3]), 1, "x")
    assert is_list(new) and new.listp is True


def test_a_game_updating_its_players_in_both_back_ends() -> None:
    src = """(define (turn players i) (list-set players (modulo i 5) (+ 1 (list-ref players (modulo i 5)))))
             (for/fold ([p '(0 0 0 0 0)]) ([i 23]) (turn p i))
             (with-handlers ([exn:fail? exn-message]) (list-set '(1 2) 2 'x))"""
    assert_prints_in_both_back_ends(src, "'(5 5 5 4 4)\n\"car: contract violation\\n  expected: pair?\\n  given: '()\"\n")
