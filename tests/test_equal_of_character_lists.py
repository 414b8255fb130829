"""equal? of two lists of characters compares them in its first loop (no stack, no record
of the pairs met), as it does lists of integers, flonums and symbols: a word's characters
against their reverse, an anagram test (values/equality.is_equal; issue 29, part 31).
Characters are compared by their code point, so two Char objects of one character (past
the table of shared ones) are equal. Racket's answers are tests/differential/fresh16_fast_paths."""
from __future__ import annotations

from minischeme.primitives.base_strings import string_to_list
from minischeme.values.data import Char, make_list, make_pair
from minischeme.values.equality import is_equal


def _fresh_char(ch: str) -> Char:
    """A Char object that is not the shared one (as made past data._MAX_CHARS)."""
    c = object.__new__(Char)
    c.ch = ch
    return c


def test_lists_of_characters() -> None:
    assert is_equal(string_to_list("abcba"), string_to_list("abcba"))
    assert not is_equal(string_to_list("abc"), string_to_list("abd"))
    assert not is_equal(string_to_list("abc"), string_to_list("ab"))
    assert not is_equal(string_to_list("ab"), string_to_list("abc"))
    assert not is_equal(string_to_list("a"), string_to_list("A"))


def test_characters_that_are_different_objects() -> None:
    a, b = make_list([_fresh_char("x"), Char("y")]), make_list([_fresh_char("x"), Char("y")])
    assert a.car is not b.car and is_equal(a, b)
    assert not is_equal(make_list([_fresh_char("x")]), make_list([_fresh_char("z")]))


def test_characters_then_other_values() -> None:
    from minischeme.values.data import make_mstring
    assert is_equal(make_list([Char("a"), "s"]), make_list([Char("a"), make_mstring("s")]))
    assert is_equal(make_pair(Char("a"), Char("b")), make_pair(Char("a"), Char("b")))
    assert not is_equal(make_pair(Char("a"), Char("b")), make_pair(Char("a"), Char("c")))
    assert not is_equal(make_list([Char("a")]), make_list(["a"]))
    assert is_equal(make_list([Char("a"), make_list([Char("b")])]), make_list([Char("a"), make_list([Char("b")])]))
