"""struct-copy in generated code: the value's check, each field's index (from the struct
type's table, StructType.copy_index) and the copy of one or two fields are written in
place, with no primitive call on the usual path (inliners: %struct-copy-check,
%struct-copy-field, %struct-copy; issue 29, part 30). Racket's answers at the edges
(subtype instances, mutable fields set after the copy, the order of effects, errors) are
tests/differential/fresh15_fast_paths; here, the generated code, the steps against the
closure back end and the primitives' agreement with the fast helpers."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps, run_module  # noqa: E402

from minischeme.primitives.base_structs import struct_copy, struct_copy_field, struct_copy_one, struct_copy_two
from minischeme.values.data import StructType, make_struct_instance


def test_the_generated_code_calls_no_primitive() -> None:
    source = generated_source("#lang racket\n(struct pt (x y z))\n"
                              "(define (f p) (struct-copy pt p [x 1]))\n"
                              "(define (g p) (struct-copy pt p [x 1] [z 2]))\n")
    assert "_scopy1(" in source and "_scopy2(" in source, source
    assert ".copy_index[" in source and ".stype is" in source, source


def test_three_fields_call_the_primitive() -> None:
    source = generated_source("#lang racket\n(struct pt (x y z))\n"
                              "(define (f p) (struct-copy pt p [x 1] [y 2] [z 3]))\n")
    assert "_scopy" not in source, source


def test_the_index_table_matches_the_primitive() -> None:
    parent = StructType("a", ["p", "q"])
    child = StructType("b", ["r", "s", "r"], parent)
    assert child.copy_index == {"r": 2, "s": 3}
    for t in (parent, child):
        for field in t.fields:
            assert struct_copy_field(t, field, "") == t.copy_index[field]


def test_the_helpers_copy_as_the_primitive() -> None:
    parent = StructType("a", ["p", "q"])
    child = StructType("b", ["r"], parent)
    for v in (make_struct_instance(child, [1, 2, 3]), make_struct_instance(parent, [1, 2])):
        one, two = struct_copy_one(parent, v, 1, "x"), struct_copy_two(parent, v, 0, "y", 1, "z")
        assert one.stype is parent and one.fields == struct_copy(parent, v, 1, "x").fields
        assert two.fields == struct_copy(parent, v, 0, "y", 1, "z").fields
        assert one.fields is not v.fields and v.fields[:2] == [1, 2]


PROGRAM = """
(struct pt (x y) #:transparent)
(struct pt3 pt (z) #:transparent)
(struct cell (v [w #:mutable]) #:transparent)
(define (step p) (struct-copy pt p [x (add1 (pt-x p))]))
(define (step2 p) (struct-copy pt p [x (add1 (pt-x p))] [y (sub1 (pt-y p))]))
(define (walk p n) (if (zero? n) p (walk (step2 (step p)) (sub1 n))))
(list (walk (pt 0 0) 500) (walk (pt3 0 0 9) 3) (struct-copy pt3 (pt3 1 2 3) [z 4])
      (let ([c (struct-copy cell (cell 1 2) [v 5])]) (set-cell-w! c 6) c))
"""


def test_the_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None
    assert out_p == out_c and "(pt 1000 -500)" in out_p
    assert steps_p == steps_c


@pytest.mark.parametrize("call, message", [
    ("(f 'x)", "struct-copy: contract violation\n  expected: pt?\n  given: 'x"),
    ("(f (other 1 2))", "struct-copy: contract violation\n  expected: pt?\n  given: (other 1 2)"),
])
def test_the_errors_are_the_primitives(call: str, message: str) -> None:
    out = run_module("(struct pt (x y))\n(struct other (a b) #:transparent)\n"
                     f"(define (f p) (struct-copy pt p [y 1]))\n{call}")
    assert out.startswith("ERROR: ") and message in out, out
