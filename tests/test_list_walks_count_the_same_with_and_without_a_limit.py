"""The list primitives' walks of known lists (issue 29, part 27): append of two arguments
and reverse walk without counting when there is no step limit (nothing reads the count
then), and the counted walk under a limit; both build the same list. equal? of vectors
compares their atoms before making a stack, assoc of an exact integer walks in place,
list-tail, last and list->vector of a known list skip their checks' calls. Each answers
as the general path does, and the work stays charged under a limit."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import run_counting_steps, run_module  # noqa: E402

from minischeme.primitives.base_lists import append, assoc, reverse
from minischeme.values.data import NIL, MVector, Pair, make_list
from minischeme.values.equality import is_equal
from minischeme.values.runtime import BUDGET

DATA = """(define (kons a d) (cons a d))
(define long (range 3000))
(define built (kons 0 (kons 1 (kons 2 '()))))
(define t '(7 8))
(define alist (for/list ([k 40]) (cons k (* k k))))
"""

EXPRS = ["(append long long)", "(append built t)", "(append built 5)", "(reverse long)",
         "(list? (append built '(3 . 4)))", "(eq? (cdddr (append built t)) t)",
         "(assoc 37 alist)", "(member 2999 long)", "(list-tail long 2999)", "(last long)",
         "(vector-length (list->vector long))", "(equal? (list->vector long) (vector-copy (list->vector long)))",
         "(append '(1 . 2) '(3))", "(reverse '(1 . 2))"]


@pytest.mark.parametrize("expr", EXPRS)
def test_the_walk_without_a_limit_answers_as_the_counted_walk(expr: str) -> None:
    src = DATA + expr
    unlimited = run_module(src)
    out, err, _ = run_counting_steps(src, True)
    assert unlimited == out + ("" if err is None else "ERROR: " + err)


@pytest.mark.parametrize("generate", [True, False], ids=["python", "closures"])
@pytest.mark.parametrize("expr", ["(append long long)", "(reverse long)"])
def test_the_work_is_still_charged_under_a_limit(expr: str, generate: bool) -> None:
    _, err, steps = run_counting_steps(DATA + f"(for/last ([i 20]) {expr})", generate)
    _, _, loop = run_counting_steps(DATA + "(for/last ([i 20]) (void))", generate)
    assert err is None
    # one step for every eight cells: 20 rounds of at least 3000 pairs each
    assert steps - loop >= 20 * 3000 // 8


def test_append_of_two_shares_its_last_argument_and_knows_listp() -> None:
    head, tail = make_list([1, 2]), make_list([3])
    result = append(head, tail)
    assert result.cdr.cdr is tail
    assert result.listp is True and result.cdr.listp is True
    dotted = append(head, 5)
    assert dotted.listp is False and dotted.cdr.cdr == 5
    assert append(head, NIL) is not head         # a copy, as Racket's
    assert is_equal(append(head, NIL), head)


def test_reverse_is_the_same_with_and_without_a_limit() -> None:
    lst = make_list(range(50))
    free = reverse(lst)
    saved = BUDGET.steps, BUDGET.max_steps
    try:
        BUDGET.steps, BUDGET.max_steps = 0, 10**9
        counted = reverse(lst)
        assert BUDGET.steps == 50 >> 3
    finally:
        BUDGET.steps, BUDGET.max_steps = saved
    assert is_equal(free, counted) and free.car == 49 and free.listp is True


def test_equal_vectors_of_atoms_and_of_other_values() -> None:
    assert is_equal(MVector([1, 2, 3]), MVector([1, 2, 3], immutable=True))
    assert not is_equal(MVector([1, 2]), MVector([1, 2.0]))
    assert is_equal(MVector([2 ** 90]), MVector([2 ** 90]))
    assert not is_equal(MVector([True]), MVector([1]))
    assert not is_equal(MVector([1, 2]), MVector([1, 2, 3]))
    assert is_equal(MVector([float("nan")]), MVector([float("nan")]))
    assert not is_equal(MVector([0.0]), MVector([-0.0]))
    a, b = MVector([0]), MVector([0])
    a.items[0], b.items[0] = a, b
    assert is_equal(a, b)


def test_assoc_of_an_integer_key_stops_where_racket_does() -> None:
    entries = make_list([make_list([1], "a"), 5])
    assert assoc(1, entries).cdr == "a"
    with pytest.raises(Exception, match="non-pair found in list"):
        assoc(3, entries)
    assert assoc(3, NIL) is False
    assert type(assoc(3, make_list([make_list([3.0], "f"), make_list([3], "i")]))) is Pair


def test_the_near_tails_taken_in_c_are_the_walks() -> None:
    from minischeme.primitives.base_lists import CDRS, NEAR_CDRS, known_tail_walk, list_ref, list_tail
    from minischeme.primitives.racket_list import drop
    lst = make_list(range(NEAR_CDRS + 2))
    p = lst
    for k in range(NEAR_CDRS):
        assert CDRS[k](lst) is p
        assert known_tail_walk(lst, k) is p and list_tail(lst, k) is p and drop(lst, k) is p
        assert list_ref(lst, k) == k
        p = p.cdr
    short = make_list(range(3))
    assert known_tail_walk(short, 3) is NIL and known_tail_walk(short, 4) is None
    with pytest.raises(Exception, match="index too large for list"):
        list_ref(short, 3)
    with pytest.raises(Exception, match="index too large for list"):
        list_tail(short, 4)
    saved = BUDGET.steps, BUDGET.max_steps
    try:        # charged as the walk is, however the pair is found
        BUDGET.steps, BUDGET.max_steps = 0, 10**9
        list_ref(lst, 15)
        list_tail(lst, 9)
        assert BUDGET.steps == (15 >> 3) + (9 >> 3)
    finally:
        BUDGET.steps, BUDGET.max_steps = saved


def test_equal_strings_read_a_mutable_strings_characters_either_way() -> None:
    from minischeme.values.data import make_mstring
    joined, edited = make_mstring("abc"), make_mstring("abc")
    edited.data = ["x", "b", "c"]       # after string-set!: kept as a list until read
    assert is_equal(joined, "abc") and is_equal("abc", joined)
    assert is_equal(edited, "xbc") and is_equal(make_mstring("xbc"), edited)
    assert not is_equal(edited, joined) and not is_equal(joined, "abd")


def test_list_to_python_of_known_unknown_and_improper_lists() -> None:
    from minischeme.values.data import list_to_python, make_pair
    assert list_to_python(make_list(range(5))) == [0, 1, 2, 3, 4]
    assert list_to_python(make_pair(1, make_pair(2, 3))) == [1, 2]   # the prefix
    assert list_to_python(NIL) == []
