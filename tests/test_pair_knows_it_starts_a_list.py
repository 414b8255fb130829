"""A pair knows at once whether it starts a proper list when its cdr tells (issue 29): cons
onto '() or onto a known list, `list`, and the generated code's inlined cons all set
``Pair.listp``, so first/second/list-ref/list? of such a list never walk it. The answers
stay Racket's for improper lists and for lists whose tail is not known yet."""
from __future__ import annotations

import pytest

from minischeme.values.data import NIL, Pair, make_pair, is_list, make_list
from tests.back_end_runs import run_counting_steps


def test_cons_onto_empty_or_a_known_list_is_known_at_once() -> None:
    one = make_pair(1, NIL)
    two = make_pair(0, one)
    assert one.listp is True and two.listp is True


def test_cons_onto_a_non_pair_is_known_not_to_be_a_list() -> None:
    assert make_pair(1, 2).listp is False
    assert make_pair(0, make_pair(1, 2)).listp is False


def test_a_tail_that_does_not_know_leaves_the_answer_to_list_p() -> None:
    unknown = make_pair(1, NIL)
    unknown.listp = None                    # as a pair whose answer is not known yet
    head = make_pair(0, unknown)
    assert head.listp is None
    assert is_list(head) is True and head.listp is True and unknown.listp is True


def test_is_list_of_non_pairs() -> None:
    assert is_list(NIL) is True
    assert is_list(5) is False and is_list("abc") is False


def test_make_list_onto_an_improper_tail_is_no_list() -> None:
    assert make_list([1, 2], 3).listp is False
    assert make_list([1, 2]).listp is True


PROGRAM = """
(define (build n acc) (if (= n 0) acc (build (- n 1) (cons n acc))))
(define l (build 5 '()))
(list? l)
(second l)
(list-ref l 4)
(define d (cons 1 (cons 2 3)))
(list? d)
(pair? d)
(list? (cons 0 l))
(length (cons 0 l))
(with-handlers ([exn:fail? exn-message]) (second d))
(with-handlers ([exn:fail? exn-message]) (length d))
(first (list (cons 1 (first (list '(2)))) 3))
"""

EXPECTED = """#t
2
5
#f
#t
#t
6
"second: contract violation\\n  expected: list?\\n  given: '(1 2 . 3)"
"length: contract violation\\n  expected: list?\\n  given: '(1 2 . 3)"
'(1 2)
"""


@pytest.mark.parametrize("generate", [True, False], ids=["generated", "closures"])
def test_lists_built_by_cons_answer_as_racket_in_both_back_ends(generate: bool) -> None:
    out, error, _ = run_counting_steps(PROGRAM, generate)
    assert error is None
    assert out == EXPECTED
