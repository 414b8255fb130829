"""`(flatten (append l ... tail))` — a list rotated by `(flatten (append (cdr l) (car l)))`,
two lists flattened together — is one call in the generated code, making one list where the
chain made the appended copy first (racket_list.flattened_append, compilation/fused_calls.py; issue 29,
part 30). Racket's answers at the edges are tests/differential/fresh15_fast_paths; here,
which chains are fused, the steps against the closure back end (which makes the chain as
written), and the errors, in append's words."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps, run_module  # noqa: E402

from minischeme.primitives.racket_list import flattened_append
from minischeme.primitives.racket_list import flatten  # noqa: E402
from minischeme.primitives.base_lists import append
from minischeme.values.data import NIL, make_list, make_pair, list_to_python


@pytest.mark.parametrize("body", [
    "(flatten (append (cdr s) (car s)))",
    "(flatten (append s s))",
    "(flatten (append s '(1) s))",
    "(flatten (append s))",
])
def test_the_chain_is_one_call(body: str) -> None:
    source = generated_source(f"#lang racket\n(define (f s) {body})\n")
    assert "= _flattened_append" in source, source


@pytest.mark.parametrize("body", [
    "(let ([append list]) (flatten (append s s)))",
    "(let ([flatten car]) (flatten (append s s)))",
    "(flatten (cons s s))",
    "(flatten (apply append s))",
])
def test_other_chains_are_written_as_before(body: str) -> None:
    source = generated_source(f"#lang racket\n(define (f s) {body})\n")
    assert "_flattened_append" not in source, source


def _tree(depth: int, i: int):
    """A small tree of pairs with '() leaves in it, for comparing against flatten."""
    if depth == 0:
        return NIL if i % 5 == 0 else i
    return make_list([_tree(depth - 1, i * 3 + k) for k in range(i % 3 + 1)],
                     NIL if i % 2 else _tree(depth - 1, i + 7))


@pytest.mark.parametrize("seed", range(12))
def test_the_same_leaves_as_the_chain(seed: int) -> None:
    parts = [make_list([_tree(seed % 4, seed + k), k, NIL]) for k in range(seed % 3 + 1)]
    tail = _tree(seed % 3, seed)
    fused = flattened_append(*parts, tail)
    assert list_to_python(fused) == list_to_python(flatten(append(*parts, tail)))
    assert fused is NIL or fused.listp is True


def test_a_long_rotation_needs_no_recursion() -> None:
    lst = make_list(list(range(100_000)))
    out = flattened_append(lst.cdr, lst.car)
    assert list_to_python(out) == list(range(1, 100_000)) + [0]


PROGRAM = """
(define (rotate lst) (flatten (append (cdr lst) (car lst))))
(define (spin lst n) (if (zero? n) lst (spin (rotate lst) (sub1 n))))
(list (spin (range 200) 150)
      (flatten (append (range 50) (list (range 30)) '((1 . 2))))
      (flatten (append '() '() 5)))
"""


def test_the_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None
    assert out_p == out_c
    assert steps_p == steps_c


@pytest.mark.parametrize("call, message", [
    ("(f '(1 . 2) '(3))", "append: contract violation\n  expected: list?\n  given: '(1 . 2)"),
    ("(f 5 '(3))", "append: contract violation\n  expected: list?\n  given: 5"),
])
def test_the_errors_are_appends(call: str, message: str) -> None:
    out = run_module(f"(define (f a b) (flatten (append a b)))\n{call}")
    assert out.startswith("ERROR: ") and message in out, out
