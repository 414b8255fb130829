"""Regexp literals and the matching procedures."""
from minischeme.interpreter import Interpreter
from minischeme.printer import print_string


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
