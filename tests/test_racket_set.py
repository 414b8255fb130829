"""racket/set: sets print as Racket prints them, compare by content, iterate in Racket's order,
and exist only where racket/set is required (tests/differential/sets.* checks against Racket)."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter


def evaluate(text: str, lang: str = "racket") -> list[str]:
    it = Interpreter(lang)
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def test_print_shows_the_constructor_and_write_the_opaque_form():
    out = evaluate("(set 1 2 3) (list 'a (set 'b)) (with-output-to-string (lambda () (write (set 1 2))))"
                   "(mutable-seteq)")
    assert out == ["(set 1 2 3)", "(list 'a (set 'b))", '"#<set: 1 2>"', "(mutable-seteq)"]


def test_sets_iterate_in_rackets_hash_order_and_set_to_list_reverses_it():
    assert evaluate("(set 'x 'y 'z) (set->list (set 5 4 3 2 1)) (for/set ([i 5]) (* i i))") == [
        "(set 'z 'y 'x)", "'(5 4 3 2 1)", "(set 1 4 9 0 16)"]


def test_equal_sets_are_equal_whatever_their_order_and_hash_alike():
    assert evaluate("(equal? (set 1 2) (set 2 1))"
                    "(hash-ref (hash (set 1 2) 'found) (set 2 1))"
                    "(equal? (set 1) (mutable-set 1))") == ["#t", "'found", "#f"]


def test_lists_are_sets_too():
    assert evaluate("(set-add '(1 2) 3) (set-union '(1 2) '(2 3)) (set-member? '(1 2) 2)") == [
        "'(3 1 2)", "'(3 1 2)", "#t"]


def test_mutating_an_immutable_set_is_rackets_error():
    [err] = evaluate("(set-add! (set) 1)")
    assert err.startswith("set-add!:\nexpected: (or/c set-mutable? set-weak?)\ngiven immutable set: (set)")


def test_set_forms_need_racket_set():
    [err] = evaluate("(for/set ([i 3]) i)", lang="racket/base")
    assert err.startswith("for/set: ")
    assert evaluate("(require racket/set) (for/set ([i 3]) i)", lang="racket/base")[1] == "(set 0 1 2)"
