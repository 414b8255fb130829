"""`(set-union seen (list->set found))` is one call in generated code, adding the list's
elements to the set with no set made of them first when set-union would add them to
`seen` (racket_set.union_with_list, compilation/fused_calls.py; issue 29, part 30). Here,
that the chain is fused, that its answers (elements, their order, the first of equal
elements kept) are the two primitives', and the steps; Racket's answers at the edges are
tests/differential/fresh15_fast_paths."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps  # noqa: E402

from minischeme.primitives import lookup_primitive
from minischeme.primitives.racket_set import union_with_list
from minischeme.values.data import make_list, make_mstring, make_pair
from minischeme.values.printer import write_string


def test_the_chain_is_one_call() -> None:
    source = generated_source("#lang racket\n(define (f s l) (set-union s (list->set l)))\n")
    assert "= _union_with_list" in source, source


@pytest.mark.parametrize("body", [
    "(set-union (list->set l) s)",
    "(set-union s (list->seteq l))",
    "(set-union s (list->set l) s)",
    "(let ([list->set car]) (set-union s (list->set l)))",
])
def test_other_chains_are_written_as_before(body: str) -> None:
    source = generated_source(f"#lang racket\n(define (f s l) {body})\n")
    assert "_union_with_list" not in source, source


def _element(rng: random.Random):
    kind = rng.randrange(5)
    if kind == 0:
        return rng.randrange(20)
    if kind == 1:
        return make_pair(rng.randrange(4), rng.randrange(4))
    if kind == 2:
        return make_mstring("s" + str(rng.randrange(5)))
    if kind == 3:
        return rng.randrange(3) + 0.5
    return "t" + str(rng.randrange(5))


@pytest.mark.parametrize("seed", range(30))
def test_the_same_set_as_the_two_primitives(seed: int) -> None:
    rng = random.Random(seed)
    set_of, list_to_set = lookup_primitive("set").fn, lookup_primitive("list->set").fn
    union, to_list = lookup_primitive("set-union").fn, lookup_primitive("set->list").fn
    base = set_of(*[_element(rng) for _ in range(rng.randrange(12))])
    lst = make_list([_element(rng) for _ in range(rng.randrange(15))])
    fused = union_with_list(base, lst)
    chain = union(base, list_to_set(lst))
    assert write_string(to_list(fused)) == write_string(to_list(chain))
    assert [id(x) for x in to_list(fused)] == [id(x) for x in to_list(chain)]


PROGRAM = """
(define (bfs n)
  (let loop ([frontier (list (cons 0 0))] [seen (set (cons 0 0))] [k 0])
    (if (or (null? frontier) (= k n)) (set-count seen)
        (let* ([p (car frontier)]
               [next (for/list ([q (list (cons (add1 (car p)) (cdr p)) (cons (car p) (add1 (cdr p))))]
                                #:unless (set-member? seen q)) q)])
          (loop (append (cdr frontier) next) (set-union seen (list->set next)) (add1 k))))))
(bfs 400)
"""


def test_the_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None and out_p == out_c and steps_p == steps_c
