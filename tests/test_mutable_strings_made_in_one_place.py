"""A mutable string is made in one way (issue 29, part 29, as pairs in part 24): ``MString``
has no ``__init__``, ``MString()`` runs no Python code, and the primitives that make strings
in tight loops fill its one slot in place (``m = MString(); m.data = text``); everything
else calls ``data.make_mstring(text)`` (compiled code ``_MkStr``), and a list of new strings
(string-split's pieces) is ``data.make_mstring_list``. These tests hold that no code calls
the class with an argument (it raises TypeError), that the makers fill the slot, and that a
string from each way of making one behaves as Racket's does in both back ends: mutable by
string-set!, equal? and equal-hashed as its characters, printed as a string, while literals
stay immutable (Racket's answers recorded with `racket`)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_source
from minischeme.values.data import NIL, MString, Pair, make_mstring, make_mstring_list
from minischeme.values.equality import is_equal

ROOT = Path(__file__).resolve().parent.parent


def _calls_with_arguments(folder: Path) -> list[str]:
    here = Path(__file__).resolve()
    found = []
    for path in sorted(folder.rglob("*.py")):
        if path.resolve() == here:
            continue
        try:
            text = path.read_text(encoding="utf-8")
            if "MString(" not in text and "MStr(" not in text:
                continue
            tree = ast.parse(text)
        except (SyntaxError, UnicodeDecodeError):   # a student's broken submission (a fixture)
            continue
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute))
                    and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr)
                    in ("MString", "_MStr") and (node.args or node.keywords)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_code_calls_the_class_with_an_argument() -> None:
    for folder in ("minischeme", "prelude", "tests"):
        assert _calls_with_arguments(ROOT / folder) == [], folder


def test_the_class_runs_no_code_when_called() -> None:
    assert "__init__" not in vars(MString) and "__new__" not in vars(MString)
    with pytest.raises(TypeError):
        MString("abc")      # type: ignore[call-arg]
    assert type(MString()) is MString


def test_the_makers_fill_the_slot() -> None:
    m = make_mstring("abc")
    assert type(m) is MString and m.data == "abc" and m.value() == "abc" and len(m) == 3
    assert make_mstring("abc") is not m and is_equal(make_mstring("abc"), m)
    lst = make_mstring_list(["a", "", "bc"])
    items = []
    while type(lst) is Pair:
        assert lst.listp is True and lst.loc is None and type(lst.car) is MString
        items.append(lst.car.data)
        lst = lst.cdr
    assert lst is NIL and items == ["a", "", "bc"]
    assert make_mstring_list([]) is NIL


def test_compiled_code_makes_them_by_the_maker() -> None:
    code = generated_source("#lang racket\n(define (f s i x c) (list (substring s 1 2) "
                            "(number->string i) (number->string x) (string c)))")
    assert "_MkStr(" in code and "_MStr(" not in code


PROGRAM = r"""(define (probe m)
  (define before (string->immutable-string m))
  (define h (make-hash (list (cons before 'found))))
  (define found (hash-ref h m #f))
  (define same-code (= (equal-hash-code m) (equal-hash-code before)))
  (string-set! m 0 #\Z)
  (list before (immutable? m) found same-code m
        (format "~s|~a" m m)))
(define (makers c x i s sy l)
  (list (make-string 2 c) (string c) (string-copy s) (substring s 1 3) (substring s 1)
        (string-append s s) (number->string i) (number->string x) (number->string i 2)
        (symbol->string sy) (list->string l) (string-upcase s) (format "~a" i) (~a x)
        (string-join (list s s) "-") (string-trim " ab ") (car (string-split "ab cd"))
        (cadr (string-split "ab,cd" ",")) (list->string (reverse (string->list s)))))
(map probe (makers #\a 2.5 42 "hello" 'sym (string->list "xyz")))
(with-handlers ([exn:fail:contract? exn-message]) (string-set! "lit" 0 #\a))
(with-handlers ([exn:fail:contract? exn-message]) (string-set! (string-trim "lit") 0 #\a))
"""

# what `racket` printed for PROGRAM
RACKET = '\'(("aa" #f found #t "Za" "\\"Za\\"|Za") ("a" #f found #t "Z" "\\"Z\\"|Z") ("hello" #f found #t "Zello" "\\"Zello\\"|Zello") ("el" #f found #t "Zl" "\\"Zl\\"|Zl") ("ello" #f found #t "Zllo" "\\"Zllo\\"|Zllo") ("hellohello" #f found #t "Zellohello" "\\"Zellohello\\"|Zellohello") ("42" #f found #t "Z2" "\\"Z2\\"|Z2") ("2.5" #f found #t "Z.5" "\\"Z.5\\"|Z.5") ("101010" #f found #t "Z01010" "\\"Z01010\\"|Z01010") ("sym" #f found #t "Zym" "\\"Zym\\"|Zym") ("xyz" #f found #t "Zyz" "\\"Zyz\\"|Zyz") ("HELLO" #f found #t "ZELLO" "\\"ZELLO\\"|ZELLO") ("42" #f found #t "Z2" "\\"Z2\\"|Z2") ("2.5" #f found #t "Z.5" "\\"Z.5\\"|Z.5") ("hello-hello" #f found #t "Zello-hello" "\\"Zello-hello\\"|Zello-hello") ("ab" #f found #t "Zb" "\\"Zb\\"|Zb") ("ab" #f found #t "Zb" "\\"Zb\\"|Zb") ("cd" #f found #t "Zd" "\\"Zd\\"|Zd") ("olleh" #f found #t "Zlleh" "\\"Zlleh\\"|Zlleh"))\n"string-set!: contract violation\\n  expected: mutable-string?\\n  given: \\"lit\\""\n"string-set!: contract violation\\n  expected: mutable-string?\\n  given: \\"lit\\""\n'


def test_each_way_of_making_one_answers_as_racket_in_both_back_ends() -> None:
    assert_prints_in_both_back_ends(PROGRAM, RACKET)
