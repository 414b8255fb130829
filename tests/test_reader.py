"""The reader: Racket's datum syntax, positions, and read errors in Racket's words."""
from fractions import Fraction

import pytest

from minischeme.values.data import NIL, Box, Char, MVector, Pair, sym
from minischeme.values.printer import write_string
from minischeme.reading.reader import ReadError, read_all, read_source


def one(text):
    [d] = read_all(text)
    return d


def test_numbers_read_exact_and_inexact():
    assert one("42") == 42 and type(one("42")) is int
    assert one("6/4") == Fraction(3, 2)
    assert one("4/2") == 2 and type(one("4/2")) is int
    assert one("1.5e3") == 1500.0
    assert one(".5") == 0.5
    assert one("-7") == -7
    assert one("+inf.0") == float("inf")
    assert one("#e1.5") == Fraction(3, 2)
    assert one("#x1F") == 31


def test_symbols_are_interned_and_bars_quote():
    assert one("abc") is sym("abc")
    assert one("|a b|") is sym("a b")
    assert one("1+") is sym("1+")
    assert one("...") is sym("...")


def test_booleans_chars_strings():
    assert one("#t") is True and one("#false") is False
    assert one(r"#\a") == Char("a")
    assert one(r"#\space") == Char(" ")
    assert one(r"#\u41") == Char("A") and one(r"#\U1F600") == Char("\U0001F600")
    assert one(r'"a\nb\"c"') == 'a\nb"c'


def test_character_constants_follow_racket_hex_octal_and_name_rules():
    # racket 8.7: no #\x hex form (#\x41 reads as #\x then 41); #\u takes up to 4 hex
    # digits, #\U up to 8; octal needs 3 digits up to 377; names ignore case
    assert read_all(r"#\x41") == [Char("x"), 41]
    assert read_all(r"#\u3bbz") == [Char("\u03bb"), sym("z")]
    assert read_all(r"#\U000000411") == [Char("A"), 1]
    assert one(r"#\101") == Char("A") and one(r"#\NUL") == Char("\0")
    for bad in (r"#\xff", r"#\uD800", r"#\777", r"#\delete", r"#\ab"):
        with pytest.raises(Exception, match="bad character constant"):
            read_all(bad)


def test_brackets_dots_and_abbreviations():
    d = one("[a (b . c) {d}]")
    assert d.car is sym("a") and d.cdr.car.cdr is sym("c")
    assert one("'x").car is sym("quote")
    assert one(",@x").car is sym("unquote-splicing")
    assert one("()") is NIL


def test_vectors_boxes_and_comments():
    assert [x for x in one("#(1 2)").items] == [1, 2]
    assert isinstance(one("#&5"), Box)
    assert read_all("; line\n#| nested #| inner |# |# 1 #;(skipped) 2") == [1, 2]


def test_lang_line_is_recorded_not_read():
    src = read_source("; comment first\n\n#lang scheme\n(+ 1 2)")
    assert src.lang == "scheme"
    assert len(src.data) == 1


def test_positions_are_line_and_zero_based_column():
    src = read_source("#lang racket\n(define x\n  (car y))")
    form, loc = src.data[0]
    assert loc == (2, 0)
    inner = form.cdr.cdr
    assert inner.loc == (3, 2)


@pytest.mark.parametrize("text, message, line, col", [
    ("(define (f x)\n  (+ x 1)\n", "read-syntax: expected a `)` to close `(`", 1, 0),
    ("(a]", "read-syntax: expected `)` to close preceding `(`, found instead `]`", 1, 2),
    (")", "read-syntax: unexpected `)`", 1, 0),
    ('"abc', 'read-syntax: expected a closing `"`', 1, 0),
    ("(1 . 2 3)", "read-syntax: illegal use of `.`", 1, 3),
    ("#\\abc", "read-syntax: bad character constant `#\\abc`", 1, 0),
])
def test_read_errors_name_position_in_rackets_words(text, message, line, col):
    with pytest.raises(ReadError) as e:
        read_source(text)
    assert (e.value.message, e.value.line, e.value.col) == (message, line, col)


@pytest.mark.parametrize("text, message, line, col", [
    # each as Racket 8.7 reports it (racket FILE): the hint names the first line that is
    # indented less than the lines before it, after the bracket left open
    ("(define (f x)\n  (if (> x 0)\n      (+ x 1)\n      (- x 1))\n\n(define (g y)\n  (* y 2))\n",
     "read-syntax: expected a `)` to close `(`\n"
     "  possible cause: indentation suggests a missing `)` before line 6", 1, 0),
    ("(define (f x)\n (+ x 1)\n",
     "read-syntax: expected a `)` to close `(`\n"
     "  possible cause: indentation suggests a missing `)` before line 2", 1, 0),
    ("#(1\n  2\n 3",
     "read-syntax: expected a `)` to close `(`\n"
     "  possible cause: indentation suggests a missing `)` before line 2", 1, 0),
    ("(list 1\n  ;; a comment is no datum\n3\n",
     "read-syntax: expected a `)` to close `(`\n"
     "  possible cause: indentation suggests a missing `)` before line 3", 1, 0),
    ("(list 1\n#;(a) 2", "read-syntax: expected a `)` to close `(`", 1, 0),
    ("(define (f x)\n  (cond [(= x 1) 2]\n        [else 3)\n  )\n",
     "read-syntax: missing `]` to close preceding `[`, found instead `)`", 3, 15),
    ("(let ([y 1)\n y)", "read-syntax: missing `]` to close preceding `[`, found instead `)`", 1, 10),
    ("(a\n  b]", "read-syntax: expected `)` to close `(` on line 1, found instead `]`", 2, 3),
    ("(a\nb]", "read-syntax: expected `)` to close `(` on line 1, found instead `]`\n"
     "  possible cause: indentation suggests a missing `)` before line 2", 2, 1),
])
def test_bracket_errors_carry_rackets_indentation_hint(text, message, line, col):
    with pytest.raises(ReadError) as e:
        read_source(text)
    assert (e.value.message, e.value.line, e.value.col) == (message, line, col)


@pytest.mark.parametrize("text, message, line, col", [
    # Racket reads in order: an error before the unbalanced bracket is the one reported
    ("'((H . )A) (S . K))\n(list 1\n", "read-syntax: unexpected `)`", 1, 7),
    ("(a . b]", "read-syntax: illegal use of `.`", 1, 3),
    ("(a . )", "read-syntax: unexpected `)`", 1, 5),
    ("(. a)", "read-syntax: illegal use of `.`", 1, 1),
    ("(a ')", "read-syntax: unexpected `)`", 1, 4),
    ('(f "\\q")\n(', "read-syntax: unknown escape sequence `\\q` in string", 1, 3),
])
def test_the_first_error_in_the_text_is_reported(text, message, line, col):
    with pytest.raises(ReadError) as e:
        read_source(text)
    assert (e.value.message, e.value.line, e.value.col) == (message, line, col)


def test_datum_comment_may_span_lines():
    src = read_source("#;(define (f x)\n   (+ x 1))\n(display 1)\n#;\n(foo\n bar) 2")
    assert [write_string(d) for d, _ in src.data] == ["(display 1)", "2"]
    assert src.data[1][1] == (6, 6)


def test_byte_order_mark_at_the_start_is_ignored():
    src = read_source("\ufeff#lang racket\n(display 1)")
    assert src.lang == "racket" and len(src.data) == 1


def test_here_strings_read_their_lines_verbatim():
    text = '(list #<<EOF\nsome (unbalanced "text\\n\n  with ] brackets\nEOF\n  #<<END\nEND\n x)'
    src = read_source(text)
    [(form, _)] = src.data
    items = []
    while form is not NIL:
        items.append(form.car)
        form = form.cdr
    assert items[1:3] == ['some (unbalanced "text\\n\n  with ] brackets', ""]
    assert form is NIL and items[3] is sym("x")
    x_cell = src.data[0][0].cdr.cdr.cdr
    assert x_cell.loc == (7, 1)   # positions after a here-string are where they were


@pytest.mark.parametrize("text, message", [
    ("(write #<<EOF\nhello\n EOF\n", "read-syntax: found end-of-file before terminating `EOF`"),
    ("(write #<<EOF", "read-syntax: found end-of-file after `#<<` and before a newline"),
])
def test_unterminated_here_strings_are_read_errors(text, message):
    with pytest.raises(ReadError) as e:
        read_source(text)
    assert (e.value.message, e.value.line, e.value.col) == (message, 1, 7)


@pytest.mark.parametrize("text, message, line, col", [
    # Racket 8.7's words (read-syntax), asked for each
    ("(a # b)", "read-syntax: bad syntax `# `", 1, 3),
    ("(#nope 1)", "read-syntax: bad syntax `#n`", 1, 1),
    ("(#1 2)", "read-syntax: bad syntax `#1 `", 1, 1),
    ("(#t1)", "read-syntax: bad syntax `#t1`", 1, 1),
    ("(#hash)", "read-syntax: bad syntax `#hash)`", 1, 1),
    ("(#xplayer 1)", "read-syntax: bad digit `p`", 1, 1),
    ("(#x 1)", "read-syntax: no digits", 1, 1),
    ("(#b102)", "read-syntax: bad digit `2`", 1, 1),
    ("(a |bc)", "read-syntax: end-of-file following `|` in symbol", 1, 3),
    ("(a 1#|bc)", "read-syntax: end-of-file following `|` in symbol", 1, 3),
    ("(a #|bc)", "read-syntax: end of file in `#|` comment", 1, 4),
    ('(f "a\\)', "read-syntax: unknown escape sequence `\\)` in string", 1, 3),
    ('(f "a\\\\)', 'read-syntax: expected a closing `"`', 1, 3),
])
def test_bad_hash_forms_numbers_and_unfinished_tokens_in_rackets_words(text, message, line, col):
    with pytest.raises(ReadError) as e:
        read_source(text)
    assert (e.value.message, e.value.line, e.value.col) == (message, line, col)


def test_a_bare_keyword_marker_reads():
    assert one("#:") is sym("#:")
