"""`(string-split s)` and `(string-split s sep)` with no keyword, the way programs split
every line of their input, take Python's str.split where it answers as Racket's regexps do
(issue 29: a three-word split was 3.8 us): on runs of whitespace when s has no character
Python calls whitespace and Racket's \\s does not; on each occurrence of a string
separator. Compared here with the general code (regexps) on random strings; Racket's own
answers are in tests/differential/string_split_fast."""
from __future__ import annotations

import random
import re
import sys

import pytest

from minischeme.primitives.racket_string import _ODD_WHITESPACE, _split_pattern, _trim, string_split
from minischeme.values.data import NIL, MString, make_mstring, list_to_python as to_pylist


def test_the_odd_whitespace_is_what_python_splits_at_and_racket_does_not() -> None:
    odd = {c for c in map(chr, range(sys.maxunicode + 1)) if c.isspace() and c not in " \t\n\f\r"}
    assert {c for c in odd if _ODD_WHITESPACE.match(c)} == odd
    assert not any(_ODD_WHITESPACE.match(c) for c in " \t\n\f\rab,é")


def _general(text: str, sep: str | None) -> list[str]:
    """racket/string's split as the general code does it: trim one separator (or the
    whitespace) at each end, then split at each separator by a regexp."""
    text = _trim(text, sep, sep is None)
    return [] if text == "" else re.split(_split_pattern(sep, False), text)


@pytest.mark.parametrize("sep", [None, ",", ", ", "ab", "\t"])
def test_the_pieces_are_the_general_codes(sep: str | None) -> None:
    rng = random.Random(hash(sep) & 0xffff)
    alphabet = " \t\n\f\r\x0b\x1c\xa0\u3000ab,é"
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        args = (make_mstring(text),) if sep is None else (make_mstring(text), sep)
        got = [p.value() for p in to_pylist(string_split(*args))]
        assert got == _general(text, sep), (text, sep)


def test_each_piece_is_a_new_mutable_string() -> None:
    pieces = to_pylist(string_split("a b", " "))
    assert all(type(p) is MString for p in pieces)
    assert string_split("   ") is NIL
