"""The usual calls of `string-replace` (three strings, mutable or not: every occurrence
replaced, the argument itself when there is none) and of `regexp-match` and `regexp-match?`
(a string regexp and a whole string) answer with no keyword split and no subject built
(issue 29, part 33); each answers what the general path answers, and anything else goes
that way, errors included. Racket's answers are tests/differential/fresh17_fast_paths."""
from __future__ import annotations

import pytest

from minischeme.primitives.racket_regexp import _first_match, _groups, regexp_match, regexp_match_p
from minischeme.primitives.racket_string import string_replace
from minischeme.values.data import MString, Regexp, Symbol, list_to_python, make_mstring
from minischeme.values.errors import Raise


def _text(x):
    return x.value() if type(x) is MString else x


STRINGS = ["", "abc", "aXbXc", "aaa", "café"]


@pytest.mark.parametrize("s", STRINGS)
@pytest.mark.parametrize("old", ["", "X", "aa", "z", "é"])
@pytest.mark.parametrize("mutable", [False, True])
def test_string_replace_as_with_a_keyword(s: str, old: str, mutable: bool) -> None:
    arg = make_mstring(s) if mutable else s
    fast = string_replace(arg, old, "--")
    general = string_replace(arg, old, "--", Symbol.intern("#:all?"), True)
    assert type(fast) is type(general) and _text(fast) == _text(general)
    if old not in s:
        assert fast is arg          # as Racket: nothing replaced, the argument itself
    else:
        assert type(fast) is MString


def test_string_replace_errors_are_the_general_paths() -> None:
    with pytest.raises(Raise) as err:
        string_replace("abc", Symbol.intern("b"), "-")
    assert "expected: (or/c string? regexp?)" in str(err.value)
    with pytest.raises(Raise) as err:
        string_replace("abc", "b", 5)
    assert "expected: string?" in str(err.value)


PATTERNS = [Regexp("[0-9]", False), Regexp("([a-z])([0-9])?", False), Regexp("^b", False),
            Regexp("(\\d+)-(\\d+)", True), Regexp("", False)]


@pytest.mark.parametrize("rx", PATTERNS, ids=lambda r: r.source)
@pytest.mark.parametrize("s", ["", "x", "a1b2", "ab", "at 10-20", "é9"])
def test_regexp_match_as_the_general_path(rx: Regexp, s: str) -> None:
    for subject in (s, make_mstring(s)):
        found = regexp_match(rx, subject)
        general_subject, m = _first_match("regexp-match", (rx, subject, 0))
        general = False if m is None else _groups(general_subject, m)
        if general is False:
            assert found is False
        else:
            assert [_text(x) for x in list_to_python(found)] == [_text(x) for x in list_to_python(general)]
            assert all(type(x) is MString or x is False for x in list_to_python(found))
        assert regexp_match_p(rx, subject) is (m is not None)


def test_other_calls_go_the_general_way() -> None:
    byte_rx = Regexp("[0-9]", False, True)
    assert list_to_python(regexp_match(byte_rx, "a1")) == [bytearray(b"1")]
    assert list_to_python(regexp_match(Regexp("[0-9]", False), bytearray(b"a1"))) == [bytearray(b"1")]
    with pytest.raises(Raise) as err:
        regexp_match(Regexp("[0-9]", False), Symbol.intern("a"))
    assert "expected: (or/c bytes? string? input-port? path?)" in str(err.value)
