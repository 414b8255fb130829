"""write of a character and of a string: Racket writes a character as a hex escape
(#\\uXXXX, or #\\UXXXXXXXX beyond 16 bits) exactly when it is not char-graphic? and has no
name, and a string's character when it is not char-graphic? and not a space (Unicode
categories Cc, Cf, Cs, Co, Cn, Zl, Zp; values/lexical.py). The answers below are Racket
8.7's (`(format "~s" c)` and of `(string c)`); the rule was checked against Racket on every
code point."""
from __future__ import annotations

import pytest

from minischeme.values.data import Char
from minischeme.values.lexical import write_char, write_string_literal

# code point -> what Racket 8.7 writes for the character, and for a string of it
RACKET = {
    0x1: ('#\\u0001', '"\\u0001"'),
    0x1f: ('#\\u001F', '"\\u001F"'),
    0x41: ('#\\A', '"A"'),
    0x7f: ('#\\rubout', '"\\u007F"'),
    0x80: ('#\\u0080', '"\\u0080"'),
    0x9f: ('#\\u009F', '"\\u009F"'),
    0xa0: ('#\\u00A0', '"\xa0"'),
    0xad: ('#\\u00AD', '"\\u00AD"'),
    0xe9: ('#\\\xe9', '"\xe9"'),
    0x378: ('#\\u0378', '"\\u0378"'),
    0x1680: ('#\\u1680', '"\u1680"'),
    0x2000: ('#\\u2000', '"\u2000"'),
    0x200b: ('#\\u200B', '"\\u200B"'),
    0x2028: ('#\\u2028', '"\\u2028"'),
    0x2029: ('#\\u2029', '"\\u2029"'),
    0x202f: ('#\\u202F', '"\u202f"'),
    0x3000: ('#\\u3000', '"\u3000"'),
    0x3042: ('#\\\u3042', '"\u3042"'),
    0xe000: ('#\\uE000', '"\\uE000"'),
    0xfeff: ('#\\uFEFF', '"\\uFEFF"'),
    0xfffe: ('#\\uFFFE', '"\\uFFFE"'),
    0x1000c: ('#\\U0001000C', '"\\U0001000C"'),
    0x1f600: ('#\\\U0001f600', '"\U0001f600"'),
    0xe0001: ('#\\U000E0001', '"\\U000E0001"'),
    0x10ffff: ('#\\U0010FFFF', '"\\U0010FFFF"'),
}


@pytest.mark.parametrize("code", list(RACKET))
def test_a_character_is_written_as_racket_writes_it(code):
    assert write_char(Char(chr(code))) == RACKET[code][0]


@pytest.mark.parametrize("code", list(RACKET))
def test_a_string_of_it_is_written_as_racket_writes_it(code):
    assert write_string_literal(chr(code)) == RACKET[code][1]
