"""Pairs are made in one of two ways (issue 29, part 24): ``make_pair(car, cdr, loc)``, or
``Pair()`` (the class has no __init__, so calling it runs no Python code: the cheapest new
object CPython makes) with its four slots filled in place by the loops that build many
(make_list, the list primitives, compiled cons/list). These tests hold both to that: no
code writes ``Pair(a, d)`` any more (it raises TypeError), and every pair a list-building
primitive or compiled code returns has all four slots filled, with a ``listp`` that tells
the truth. Racket's answers for the same primitives at their edges are in
tests/differential/pairs_made_and_walked."""
from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from minischeme.compilation import codegen
from minischeme.compilation.inliners import PAIR_FIELDS
from minischeme.primitives import lookup_primitive
from minischeme.running.interpreter import Interpreter
from minischeme.values.data import NIL, Pair, is_list, make_list, make_pair
from minischeme.values.ports import capture_output

ROOT = Path(__file__).resolve().parent.parent


def _pair_calls_with_arguments(folder: Path) -> list[str]:
    found = []
    for path in sorted(folder.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):   # a student's broken submission (a fixture)
            continue
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "Pair" and (node.args or node.keywords)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_code_calls_pair_with_arguments() -> None:
    assert _pair_calls_with_arguments(ROOT / "minischeme") == []
    assert _pair_calls_with_arguments(ROOT / "prelude") == []
    # the tests too (a branch merged beside part 24 wrote Pair(7, seen) in a test), all but
    # this file, whose one such call checks that it raises
    here = str(Path(__file__).resolve().relative_to(ROOT))
    assert [at for at in _pair_calls_with_arguments(ROOT / "tests")
            if not at.startswith(here + ":")] == []


def test_the_class_runs_no_code_when_called() -> None:
    assert "__init__" not in vars(Pair) and "__new__" not in vars(Pair)
    with pytest.raises(TypeError):
        Pair(1, 2)
    # the generated code's cons and list fill the slots in place (not make_pair's call)
    assert PAIR_FIELDS == ("car", "cdr", "loc", "listp")


def test_make_pair_knows_what_its_cdr_knows() -> None:
    unknown = make_pair(1, NIL)
    unknown.listp = None                    # a pair whose answer is not known yet
    cases = [(NIL, True), (make_pair(1, NIL), True), (make_list([1, 2]), True),
             (2, False), (make_pair(1, 2), False), (unknown, None), ("x", False)]
    for cdr, listp in cases:
        p = make_pair(0, cdr)
        assert (p.car, p.cdr, p.loc, p.listp) == (0, cdr, None, listp)
    assert make_pair(0, NIL, ("f.rkt", 3)).loc == ("f.rkt", 3)


def test_make_list_onto_each_kind_of_tail() -> None:
    assert make_list([]) is NIL and make_list((), 5) == 5
    for items in ([1, 2, 3], (1, 2, 3), range(1, 4), iter([1, 2, 3]), "abc"):
        lst = make_list(items)
        assert list(lst) == list(items if not isinstance(items, type(iter([]))) else [1, 2, 3])
        assert lst.listp is True and lst.loc is None
    assert make_list([1, 2], 3).listp is False and make_list([1, 2], 3).cdr.cdr == 3
    tail = make_pair(9, NIL)
    tail.listp = None
    assert make_list([1], tail).listp is None and is_list(make_list([1], tail))


def _check_every_pair(value: Any) -> int:
    """Every pair reachable from ``value``: all four slots readable (a loop that forgot
    one raises AttributeError here) and listp True or False only when it is so (a chain
    walked once: its pairs share the answer of where it ends)."""
    stack, truth = [value], {}
    while stack:
        x = stack.pop()
        chain = []
        while type(x) is Pair and id(x) not in truth:
            truth[id(x)] = None                         # being walked
            chain.append(x)
            x = x.cdr
        is_proper = truth[id(x)] if type(x) is Pair else x is NIL
        for p in chain:
            truth[id(p)] = is_proper
            car, _cdr, _loc, listp = p.car, p.cdr, p.loc, p.listp
            assert listp in (True, False, None)
            if listp is not None:
                assert listp is is_proper, p
            stack.append(car)
    return len(truth)


PROGRAM = """
(define (kons a d) (cons a d))
(define (lst3 a b c) (list a b c))
(define (rest . xs) xs)
(define (rest2 a . xs) xs)
(define (twice xs) (map (lambda (x) (* 2 x)) xs))
(define (evens xs) (filter (lambda (x) (even? x)) xs))
(define (collect n) (for/list ([i n]) (cons i i)))
(define unknown (kons 0 (kons 1 (kons 2 '()))))
(kons 1 '())
(kons 1 2)
(kons 1 (kons 2 3))
(kons 1 unknown)
(lst3 1 2 3)
(rest 1 2 3)
(rest2 1 2 3)
(apply rest 1 '(2 3))
(twice '(1 2 3))
(evens '(1 2 3 4))
(collect 3)
(append '(1 2) '(3 4) '())
(append '(1 2) 3)
(append '(1) '(2) '(3 . 4))
(append '(1) unknown)
(reverse '(1 2 3))
(reverse unknown)
(string->list "hello")
(hash-keys (hasheqv 1 2 3 4))
(hash->list (hash 1 2))
(sort '(3 1 2) <)
(sort (list "b" "a") string<?)
(for/list ([p (in-hash-pairs (hash 1 2))]) p)
(for/list ([p (in-dict-pairs '((1 . 2) (3 . 4)))]) p)
(vector->list (vector 1 2))
(build-list 3 add1)
(range 5)
(list* 1 2 '(3))
(list* 1 2 3)
(string-split "a b c")
(foldr cons '() '(1 2 3))
(map cons '(1 2) '(3 4))
(apply cons '(1 2))
(remove 2 '(1 2 3))
(take '(1 2 3) 2)
(list-set '(1 2 3) 1 'x)
(list-update '(1 2 3) 1 add1)
(append-map (lambda (x) (list x x)) '(1 2))
(filter-map (lambda (x) (and (odd? x) x)) '(1 2 3))
(remove-duplicates '(1 2 1 3))
(flatten '(1 (2 (3 . 4))))
"""


@pytest.mark.parametrize("generate", [True, False], ids=["generated", "closures"])
def test_every_pair_built_has_its_slots_filled_and_a_true_listp(generate: bool) -> None:
    saved = codegen.ENABLED
    codegen.ENABLED = generate
    values: list = []
    try:
        with capture_output():
            outcome = Interpreter().load_text("#lang racket\n" + PROGRAM, "pairs.rkt", values.append)
    finally:
        codegen.ENABLED = saved
    assert outcome.error is None, outcome.error
    assert len(values) == PROGRAM.count("\n(") - 8      # one value per expression
    assert sum(_check_every_pair(v) for v in values) > 100


def test_primitives_building_long_lists_fill_every_pair() -> None:
    long = make_list(range(10_000))
    for name, args in [("reverse", [long]), ("append", [long, long]), ("list", list(range(300))),
                       ("string->list", ["ab" * 2000]), ("cons", [1, long]),
                       ("list*", [1, 2, long]), ("range", [10_000])]:
        result = lookup_primitive(name).fn(*args)
        assert result.loc is None and result.listp is True
        assert _check_every_pair(result) >= 300
