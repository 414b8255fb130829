"""`foldl` and `foldr` over several lists call a translated procedure (or a primitive) of
the right arity directly, as over one list, with no list of arguments a call (issue 29,
part 33): `(foldl (lambda (x i acc) ...) init xs (range n))`; and a literal lambda given to
them over two or three lists runs in place in a procedure's code, as over one list
(compilation/elementwise.py). Results, tail calls and multiple values are as through
apply_procedure; the steps counted are the calls', the same in both back ends. Racket's
answers for the edges are tests/differential/fresh17_fast_paths."""
from __future__ import annotations

import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_function, generated_source  # noqa: E402
from minischeme.primitives import base_lists
from minischeme.values.data import make_list
from minischeme.values.errors import Raise

PROGRAMS = {     # program -> what Racket 8.7 printed
    "(foldl (λ (x i acc) (+ acc (* x i))) 0 '(1 2 3) (range 3))": "8\n",
    "(foldr (λ (x y acc) (cons (list x y) acc)) '() '(1 2) '(a b))": "'((1 a) (2 b))\n",
    "(foldl (λ (x y z acc) (+ acc (* x y z))) 0 '(1 2) '(3 4) '(5 6))": "63\n",
    "(define (add3 x y acc) (+ x y acc))\n(list (foldl add3 0 '(1 2) '(3 4)) (foldr add3 0 '(1 2) '(3 4)))": "'(10 10)\n",
    # a tail call from the folded procedure, finished before the next element
    "(define (w xs ys) (foldl (λ (x y acc) (+ acc (* x y))) 0 xs ys))\n(foldl (λ (x y acc) (w (list x y) (list acc 1))) 1 '(1 2 3) '(4 5 6))": "51\n",
    "(foldl list* '() '(1 2) '(3 4))": "'(2 4 1 3)\n",
    "(with-handlers ([exn:fail? exn-message]) (foldl (λ (x y acc) (values x y)) 0 '(1) '(2)))":
        "\"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2\"\n",
    # in place, in a procedure: over two and three lists, foldl and foldr, their errors
    "(define (ix xs) (foldl (λ (x i acc) (cons (cons i x) acc)) '() xs (range (length xs))))\n"
    "(define (cols xs ys zs) (foldr (λ (x y z acc) (list* x y z acc)) '() xs ys zs))\n"
    "(define (short xs ys) (with-handlers ([exn:fail? exn-message]) (foldl (λ (x y acc) acc) 0 xs ys)))\n"
    "(list (ix '(a b c)) (cols '(1 2) '(3 4) '(5 6)) (short '(1 2) '(3)) (short '(1) '(2)))":
        "'(((2 . c) (1 . b) (0 . a)) (1 3 5 2 4 6) \"foldl: given list does not have the same size as the "
        "first list: '(3)\" 0)\n",
}


@pytest.mark.parametrize("src", PROGRAMS, ids=range(len(PROGRAMS)))
def test_prints_what_racket_prints_in_both_back_ends(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def test_a_procedure_of_another_arity_goes_the_general_way() -> None:
    from minischeme.primitives.registry import lookup_primitive
    plus = lookup_primitive("+")
    assert base_lists.foldl(plus, 0, make_list([1, 2]), make_list([3, 4])) == 10
    with pytest.raises(Raise) as err:
        base_lists.foldl(lookup_primitive("car"), 0, make_list([1]), make_list([2]))
    assert "foldl: given procedure does not accept 3 arguments" in str(err.value)


def test_a_literal_lambda_over_two_lists_runs_in_place() -> None:
    code = generated_source("#lang racket\n(define (dot xs ys) (foldl (λ (x y acc) (+ acc (* x y))) 0 xs ys))\n"
                            "(define (pairs xs ys) (foldr (λ (x y acc) (cons (cons x y) acc)) '() xs ys))")
    for name in ("dot", "pairs"):
        text = generated_function(code, name)
        assert "_same_length_lists(" in text and "def f" not in text.split("\n", 1)[1]
