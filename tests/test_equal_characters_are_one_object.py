"""Equal characters are one object (values/data.Char): in Racket equal characters are eq?,
and translated code's inlined `(eq? a b)` is `a is b or is_eq(a, b)`, so a character
read from a string compared with a constant takes the Python ``is``. Racket's answers
hold however a character is made, pickled (a grading worker's result) or copied."""
import copy
import pickle

from minischeme.values import data
from minischeme.values.data import Char
from minischeme.values.equality import is_eq, is_eqv
from back_end_runs import run_module


def test_a_character_made_twice_is_the_same_object():
    assert Char("a") is Char("a")
    assert Char("a") is not Char("b")
    c = Char("λ")
    assert pickle.loads(pickle.dumps(c)) is c
    assert copy.copy(c) is c and copy.deepcopy(c) is c


def test_characters_past_the_table_are_still_eq_by_value(monkeypatch):
    monkeypatch.setattr(data, "_MAX_CHARS", 0)
    monkeypatch.setattr(data, "_CHARS", {})
    a, b = Char("x"), Char("x")
    assert a is not b and a == b and hash(a) == hash(b)
    assert is_eq(a, b) and is_eqv(a, b)


def test_characters_from_strings_are_eq_to_literals():
    # Racket 8.7 prints these (racket FILE)
    out = run_module("""
(define (count-hashes s) (for/sum ([c (in-string s)]) (if (eq? c #\\#) 1 0)))
(count-hashes "#.##.L#")
(map (lambda (c) (eq? c #\\L)) (string->list "L.#L"))
(eq? (string-ref (string #\\a) 0) (integer->char 97))
(memq #\\b (string->list "abc"))
""")
    assert out == "4\n'(#t #f #f #t)\n#t\n'(#\\b #\\c)\n"
