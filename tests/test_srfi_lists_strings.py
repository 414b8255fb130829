"""srfi/1 and srfi/13 under their SRFI conventions (tests/differential/srfi1.* and srfi13.*
check many more against Racket)."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter


def evaluate(text: str, lang: str = "racket/base") -> list[str]:
    it = Interpreter(lang)
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def test_srfi1_fold_takes_the_element_first_and_remove_a_predicate():
    assert evaluate("(require srfi/1) (fold cons '() '(1 2 3)) (remove even? '(1 2 3 4))"
                    "(delete 3 '(1 3 2 3)) (iota 5 0 2)")[1:] == [
        "'(3 2 1)", "'(1 3)", "'(1 2)", "'(0 2 4 6 8)"]


def test_srfi1_map_stops_at_the_shortest_list():
    assert evaluate("(require srfi/1) (map + '(1 2) '(10 20 30))")[1] == "'(11 22)"


def test_srfi1_names_are_unbound_without_the_require():
    assert evaluate("(iota 3)")[0].startswith("iota: undefined")


def test_srfi13_argument_orders_and_padding():
    assert evaluate('(require srfi/13) (string-prefix? "he" "hello") (string-pad "42" 5)'
                    '(string-pad "12345678" 5) (string-index "hello" #\\l)'
                    '(string-join (list "a" "b") "-" \'suffix)')[1:] == [
        "#t", '"   42"', '"45678"', "2", '"a-b-"']
