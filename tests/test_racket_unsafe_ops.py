"""racket/unsafe/ops: each unchecked operation is its checked twin (the same primitive), so a
correct program gives Racket's answers; the shootout programs of bench/fresh3 require it.
The expected line is what Racket 8.7 printed for the program (`racket FILE`)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from back_end_runs import run_module  # noqa: E402

from minischeme.primitives.registry import library_primitives, lookup_primitive

PROGRAM = ("(require racket/unsafe/ops)\n"
           "(list (unsafe-fx+ 1 2) (unsafe-fl* 2.0 3.5) (unsafe-vector-ref (vector 1 2 3) 1)"
           " (unsafe-car (list 1 2)) (unsafe-fxlshift 1 4) (unsafe-fxquotient 7 2))\n"
           "(define v (make-vector 3 0))\n(unsafe-vector-set! v 0 (unsafe-fx- 10 (unsafe-vector-length v)))\nv")


def test_unsafe_operations_give_rackets_answers() -> None:
    assert run_module(PROGRAM) == "'(3 7.0 2 1 16 3)\n'#(7 0 0)\n"


def test_an_unsafe_operation_is_its_checked_primitive() -> None:
    ops = library_primitives("racket/unsafe/ops")
    assert ops["unsafe-fx+"] is lookup_primitive("+")
    assert ops["unsafe-vector-ref"] is lookup_primitive("vector-ref")


def test_without_the_require_they_are_unbound() -> None:
    assert "unsafe-fx+: unbound identifier" in run_module("(unsafe-fx+ 1 2)")


def test_a_wrong_argument_gets_the_checked_error_not_a_crash() -> None:
    """Racket promises nothing for (unsafe-car 5) and may crash; here it is car's error, so
    an unsafe operation opens nothing the sandbox closes (test_sandbox)."""
    out = run_module("(require racket/unsafe/ops)\n(unsafe-car 5)")
    assert "ERROR: car: contract violation\n  expected: pair?\n  given: 5" in out
