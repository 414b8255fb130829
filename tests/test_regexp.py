"""Regexp literals and the matching procedures."""
import pytest
from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import print_string


def ev(text):
    [o] = Interpreter().eval_string(text)
    assert o.error is None, o.error
    return print_string(o.value)


def test_regexp_literals_read_and_print():
    assert ev('#rx"a+b"') == '#rx"a+b"'
    assert ev('#px"\\\\d+"') == '#px"\\\\d+"'


def test_matching_procedures():
    assert ev('(regexp-match #rx"([A-Z])([0-9]+)" "card H10")') == "'(\"H10\" \"H\" \"10\")"
    assert ev('(regexp-match? #rx"^[HDSC]" "H10")') == "#t"
    assert ev('(regexp-match #rx"z" "abc")') == "#f"
    assert ev('(regexp-split #rx" +" "a  b c")') == "'(\"a\" \"b\" \"c\")"
    assert ev('(regexp-replace* #rx"[0-9]" "a1b2" "#")') == '"a#b#"'
    assert ev('(regexp-replace #rx"(b)" "abc" "[\\\\1&]")') == '"a[bb]c"'


@pytest.mark.parametrize("expr, message", [
    ('(regexp "[")', 'regexp: missing closing square bracket in pattern\n  pattern: "["'),
    ('(pregexp "(a")', 'pregexp: expected a closing `)`\n  pattern: "(a"'),
    ('(regexp "a+*")', 'regexp: nested `*` in patten\n  pattern: "a+*"'),
    ('(regexp ")")', 'regexp: unmatched `)` in pattern\n  pattern: ")"'),
    ('(regexp-match "*a" "a")', 'regexp-match: `*` follows nothing in pattern\n  pattern: "*a"'),
    ('(regexp "[b-a]")', 'regexp: invalid range within square brackets in pattern\n  pattern: "[b-a]"'),
])
def test_a_bad_pattern_is_racket_s_error_not_python_s(expr, message):
    [o] = Interpreter().eval_string(expr)
    assert o.error == message


def test_a_bad_regexp_literal_is_a_read_error_with_its_position():
    o = Interpreter().load_text('#lang racket\n(define x 1)\n#px"["\n', "rx.rkt")
    assert o.error == 'rx.rkt:3:0: read-syntax: missing closing square bracket in pattern\n  pattern: "["'


def test_match_positions_of_the_match_and_its_groups_from_a_start():
    # racket 8.7's answers
    assert ev('(regexp-match-positions #rx"b+" "aabbbcc")') == "'((2 . 5))"
    assert ev('(regexp-match-positions #rx"(a)|(z)" "xa")') == "'((1 . 2) (1 . 2) #f)"
    assert ev('(regexp-match-positions #rx"q" "xa")') == "#f"
    assert ev('(regexp-match-positions #rx"b" "abab" 2)') == "'((3 . 4))"
    assert ev('(regexp-match-positions #rx"^b" "abab" 1)') == "'((1 . 2))"
    assert ev('(regexp-match-positions* #rx"b" "abab")') == "'((1 . 2) (3 . 4))"
