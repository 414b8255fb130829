"""Byte regexps, as Racket 8.7 has them (tests/differential/byte_regexps.exprs has more):
`#rx#"..."`/`#px#"..."` literals and `byte-regexp`/`byte-pregexp` make regexps that match
bytes (a string input by its UTF-8 encoding, `.` one byte) and find byte strings; they are
`byte-regexp?`, not `regexp?`, print as written and are equal? to one of the same source."""
from __future__ import annotations

import pytest

from test_match import run


@pytest.mark.parametrize("source, printed", [
    ('#rx#"a+"', '#rx#"a+"'),
    ('(byte-pregexp #"\\\\w+")', '#px#"\\\\w+"'),
    ('(regexp-match #rx#"a+" "baaac")', "'(#\"aaa\")"),
    ('(regexp-match #rx#"." "λ")', "'(#\"\\316\")"),
    ('(regexp-match #rx"." #"\\316\\273")', "'(#\"\\316\\273\")"),
    ('(regexp-match-positions #rx#"b+" #"abbbc")', "'((1 . 4))"),
    ('(regexp-replace* #rx#"b" "abbbc" "X")', '#"aXXXc"'),
    ('(map byte-regexp? (list #rx#"a" #rx"a" (byte-regexp #"a")))', "'(#t #f #t)"),
    ('(map regexp? (list #rx#"a" #rx"a"))', "'(#f #t)"),
    ('(list (pregexp? #px"a") (pregexp? #px#"a") (byte-pregexp? #px#"a"))', "'(#t #f #t)"),
    ('(equal? #rx#"a" (byte-regexp #"a"))', "#t"),
    ('(equal? #rx#"a" #rx"a")', "#f"),
    ('(object-name #rx#"a+")', '#"a+"'),
    ('(regexp-quote #"a.b")', '#"a\\\\.b"'),
    ('(byte-regexp "abc")', "ERROR: byte-regexp: contract violation\n  expected: bytes?\n  given: \"abc\""),
    ('(byte-regexp #"(")', "ERROR: byte-regexp: missing closing parenthesis in pattern\n  pattern: #\"(\""),
])
def test_byte_regexps(source, printed):
    assert run(source) == printed
