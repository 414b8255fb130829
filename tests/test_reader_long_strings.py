"""Long string literals (an embedded puzzle input, a here-string of a program's data) are
read in pieces between their escapes, not a character at a time; what they read as, and
the errors of bad ones, are unchanged."""
import time

from minischeme.reading.reader import read_all, read_or_message


def one(text):
    [d] = read_all(text)
    return d


def test_escapes_between_long_runs_of_plain_text():
    assert str(one('"a\\nb\\x41;c\\u03bbd\\101e\\\nf"')) == "a\nbA;cλdAef"
    assert str(one('"ab\\\r\ncd"')) == "abcd"
    assert one('#"ab\\nc"') == b"ab\nc"
    text = "x\\n" * 20000
    assert str(one('"' + text + '"')) == "x\n" * 20000


def test_a_here_string_reads_as_its_lines():
    assert str(one('#<<E\nab"c\\d\nsecond\nE\n')) == 'ab"c\\d\nsecond'


def test_bad_strings_report_what_racket_does():
    assert read_or_message('"abc\\', "t.rkt") == 't.rkt:1:0: read-syntax: expected a closing `"`'
    assert read_or_message('#"aλ\\q"', "t.rkt") == \
        "t.rkt:1:0: read-syntax: character `λ` is out of range in byte string"
    assert read_or_message('#"a\\qλ"', "t.rkt") == \
        "t.rkt:1:0: read-syntax: unknown escape sequence `\\q` in byte string"
    assert read_or_message('#"a\\777"', "t.rkt") == \
        "t.rkt:1:0: read-syntax: escape sequence `\\777` is out of range in byte string"
    assert read_or_message('"x\\u"', "t.rkt") == \
        "t.rkt:1:0: read-syntax: no hex digit following `\\u` in string"


def test_a_long_string_with_many_escapes_reads_in_linear_time():
    text = '"' + "\\x41;" * 100000 + '"'
    start = time.process_time()
    assert str(one(text)) == "A;" * 100000
    assert time.process_time() - start < 2.0
