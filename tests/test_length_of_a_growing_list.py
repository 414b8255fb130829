"""`length` remembers the last long list it measured (base_lists._MEASURED): a loop that
conses an element onto its list and asks the list's length at every step (Project Euler 7
as `(if (= n (length primes)) ...)`) finds the list of the step before one pair in, so the
loop is linear, not quadratic (issue 29, part 31). Pairs are immutable, so the remembered
length stays right; every other list is walked as before. Racket's answers are
tests/differential/fresh16_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import assert_prints_in_both_back_ends, run_counting_steps, run_module  # noqa: E402

from minischeme.primitives import base_lists
from minischeme.primitives.base_lists import length
from minischeme.values.data import NIL, make_list, make_pair


def test_lengths_around_the_remembered_list() -> None:
    for k in (1, 2, 63, 64, 65, 200):
        base = make_list(list(range(k)))
        assert length(base) == k
        assert length(base) == k
        one, two = make_pair("a", base), make_pair("b", make_pair("a", base))
        assert length(one) == k + 1 and length(two) == k + 2 and length(one) == k + 1
        assert length(base.cdr) == k - 1
        assert length(make_list(["x"])) == 1 and length(NIL) == 0


def test_a_long_list_is_remembered_and_a_short_one_not() -> None:
    short, long = make_list([1, 2, 3]), make_list(list(range(100)))
    assert length(long) == 100
    assert base_lists._MEASURED[0][0] is long
    assert length(short) == 3
    assert base_lists._MEASURED[0][0] is long
    grown = make_pair(0, long)
    assert length(grown) == 101 and base_lists._MEASURED == [(grown, 101)]


def test_a_growing_list_is_found_remembered_at_each_step() -> None:
    # the steps counted are the walk's, as before (the same under both back ends)
    src = ("(define (grow n acc) (if (= n (length acc)) (car acc) (grow n (cons (length acc) acc))))\n"
           "(grow 20000 '())")
    out, err, steps = run_counting_steps(src, True)
    assert (out, err) == ("19999\n", None)
    assert base_lists._MEASURED[0][1] == 20000 and length(base_lists._MEASURED[0][0]) == 20000
    assert (out, err, steps) == run_counting_steps(src, False)


def test_errors_are_rackets() -> None:
    out = run_module("(define l (build-list 100 values))\n(length l)\n(length (cons 1 l))\n"
                     "(length (cons 1 2))")
    assert out.startswith("100\n101\nERROR: ") and "length: contract violation\n  expected: list?\n  given: '(1 . 2)" in out, out
    out = run_module("(define l (build-list 100 values))\n(length l)\n(length (mcons 1 l))")
    assert "length: contract violation\n  expected: list?" in out, out


def test_the_same_answers_in_both_back_ends() -> None:
    assert_prints_in_both_back_ends(
        "(define l (range 70))\n(list (length l) (length (cdr l)) (length (cons 0 l)) (length (list* 1 2 l)) (length l))",
        "'(70 69 71 72 70)\n")
