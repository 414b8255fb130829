"""`(member s lst)` of a string compares s's text with each element in place (a string of
the same characters, mutable or not, is equal?; nothing else is), with no call of is_equal
per element (base_lists._find_string; issue 29, part 31). The steps counted and the error
for an improper list are _mem's. Racket's answers are tests/differential/fresh16_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import run_counting_steps  # noqa: E402

from minischeme.primitives.base_lists import _mem, member
from minischeme.values.data import NIL, Char, Symbol, make_list, make_mstring, make_pair
from minischeme.values.equality import is_equal
from minischeme.values.errors import Raise


def _edited(text: str):
    """A mutable string whose characters are held as a list (after a string-set!)."""
    m = make_mstring(text)
    m.editable()
    return m


LISTS = [
    make_list(["a", make_mstring("b"), Symbol.intern("b"), Char("b"), _edited("cd"), "b"]),
    make_list([1, 2.0, b"ab", "ab"]),
    NIL,
]


@pytest.mark.parametrize("lst", LISTS)
@pytest.mark.parametrize("v", ["b", make_mstring("b"), _edited("b"), "cd", "ab", "", "zz"])
def test_the_same_tail_as_the_general_walk(v, lst) -> None:
    assert member(v, lst) is _mem("member", v, lst, is_equal)


def test_an_improper_list_is_rackets_error() -> None:
    with pytest.raises(Raise) as err:
        member("x", make_pair("y", "x"))
    assert "member: not a proper list\n  in: '(\"y\" . \"x\")" in str(err.value)
    assert member("y", make_pair("y", "x")).car == "y"


def test_steps_are_the_closure_back_ends() -> None:
    src = '(define l (map number->string (range 200)))\n(for/sum ([i 300]) (if (member (number->string i) l) 1 0))'
    fast = run_counting_steps(src, True)
    assert fast[:2] == ("200\n", None) and fast == run_counting_steps(src, False)
