"""Byte strings: `#"..."` literals, printing, the racket/base byte-string procedures.

Expected values and error texts are Racket 8.7's (`racket FILE` / `racket -e`), asked while
writing these tests; tests/differential/bytes.exprs compares many more with Racket itself.
"""
from __future__ import annotations

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(text: str) -> tuple[str, str | None]:
    """Run ``text`` as the body of a `#lang racket` file: (printed results, error)."""
    interp = Interpreter()
    with capture_output() as out:
        outcome = interp.load_text("#lang racket\n" + text, "hw.rkt",
                                   on_value=lambda v: out.write(interp.format_value(v) + "\n"))
    return out.getvalue(), outcome.error


@pytest.mark.parametrize("literal, printed", [
    ('#"abc"', '#"abc"'),
    ('#"\\x41\\101\\n\\t\\"\\\\"', '#"AA\\n\\t\\"\\\\"'),
    ('#"\\x4"', '#"\\4"'),
    ('#"a\nb"', '#"a\\nb"'),
    ('#"a\\\n   b"', '#"a   b"'),          # a backslash-newline leaves the newline out
    ('#"\u00e9"', '#"\\351"'),             # a Latin-1 character is its byte
    ("'#\"x\"", '#"x"'),
    ('(list #"a" (quote b))', "'(#\"a\" b)"),
])
def test_byte_string_literals_read_and_print_as_in_racket(literal, printed):
    assert run(literal) == (printed + "\n", None)


def test_bytes_outside_printable_ascii_print_in_shortest_octal_unless_a_digit_follows():
    out, _ = run("(bytes 0 1 7 8 9 10 11 12 13 27 34 39 92 127 128 255 65)\n"
                 "(bytes 0 49 1 55 2 56)\n")
    assert out == ('#"\\0\\1\\a\\b\\t\\n\\v\\f\\r\\e\\"\'\\\\\\177\\200\\377A"\n'
                   '#"\\0001\\0017\\28"\n')


@pytest.mark.parametrize("literal, error", [
    ('#"\u03bb"', "hw.rkt:2:0: read-syntax: character `\u03bb` is out of range in byte string"),
    ('#"\\u0041"', "hw.rkt:2:0: read-syntax: unknown escape sequence `\\u` in byte string"),
    ('#"\\777"', "hw.rkt:2:0: read-syntax: escape sequence `\\777` is out of range in byte string"),
    ('#"\\q"', "hw.rkt:2:0: read-syntax: unknown escape sequence `\\q` in byte string"),
    ('#"abc', 'hw.rkt:2:0: read-syntax: expected a closing `"`'),
])
def test_bad_byte_string_literals_are_rackets_read_errors(literal, error):
    out, got = run(literal + "\n")
    assert got is not None and got.splitlines()[0] == error


def test_display_writes_the_bytes_and_write_the_literal():
    assert run('(display #"hi\\nthere") (write #"a\\0")')[0] == 'hi\nthere#"a\\0"'


def test_literals_are_immutable_and_made_byte_strings_mutable():
    out, error = run("(define b (make-bytes 3 0)) (bytes-set! b 0 255) b\n"
                     "(list (immutable? #\"abc\") (immutable? (bytes-copy #\"abc\")))\n"
                     "(bytes-set! #\"abc\" 0 1)\n")
    assert out == "#\"\\377\\0\\0\"\n'(#t #f)\n"
    assert error == ('bytes-set!: contract violation\n  expected: (and/c bytes? (not/c immutable?))'
                     '\n  given: #"abc"')


def test_equal_compares_byte_strings_by_content_and_hashes_them_so():
    assert run('(list (equal? #"ab" (bytes 97 98)) (equal? #"ab" "ab") (eq? #"ab" #"ab")\n'
               '      (hash-ref (hash #"k" 1) (bytes 107)))') == ("'(#t #f #t 1)\n", None)


@pytest.mark.parametrize("expr, value", [
    ('(bytes-length #"abc")', "3"),
    ('(bytes-ref #"abc" 1)', "98"),
    ('(subbytes #"hello" 1 3)', '#"el"'),
    ('(subbytes #"hello" 2)', '#"llo"'),
    ('(bytes-append #"ab" #"cd" #"")', '#"abcd"'),
    ('(bytes->list #"AB")', "'(65 66)"),
    ("(list->bytes '(65 66))", '#"AB"'),
    ('(bytes->string/utf-8 #"\\316\\273")', '"\u03bb"'),
    ('(string->bytes/utf-8 "\u03bb")', '#"\\316\\273"'),
    ('(list (bytes=? #"a" #"a") (bytes<? #"a" #"b") (bytes>? #"a" #"b"))', "'(#t #t #f)"),
    ('(let ([b (make-bytes 5 0)]) (bytes-copy! b 1 #"xyz") b)', '#"\\0xyz\\0"'),
])
def test_byte_string_procedures_answer_as_in_racket(expr, value):
    assert run(expr) == (value + "\n", None)


@pytest.mark.parametrize("expr, error", [
    ('(bytes-ref #"abc" 5)', 'bytes-ref: index is out of range\n  index: 5\n  valid range: [0, 2]'
                             '\n  byte string: #"abc"'),
    ('(subbytes #"abc" 2 1)', 'subbytes: ending index is smaller than starting index\n'
                              '  ending index: 1\n  starting index: 2\n  valid range: [0, 3]\n'
                              '  byte string: #"abc"'),
    ('(bytes->string/utf-8 #"\\377")', 'bytes->string/utf-8: byte string is not a well-formed '
                                       'UTF-8 encoding\n  byte string: #"\\377"'),
    ("(bytes-set! (make-bytes 2) 0 256)", "bytes-set!: invalid value 256"),
    ("(list->bytes (list 1 300))", "list->bytes: contract violation\n  expected: (listof byte?)"
                                   "\n  given: '(1 300)"),
    ("(bytes->list 5)", "bytevector->u8-list: contract violation\n  expected: bytes?\n  given: 5"),
    ('(bytes-copy! (make-bytes 2) 1 #"ab")', "bytes-copy!: not enough room in target byte "
                                            "string\n  target length: 2\n  needed length: 3"),
])
def test_byte_string_errors_are_rackets(expr, error):
    assert run(expr) == ("", error)
