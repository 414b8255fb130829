"""A fifth assignment in one module, for tests/test_assignment_registry.py: "write (double n)".

It is everything an assignment package holds -- the reference (``bindings``), the grading
suite (``NAME``, ``FUNCTIONS``, ``WEIGHTS``, ``generate``, ``judge_for``) and the
``ASSIGNMENT`` record -- and nothing else in minischeme mentions it.
"""
from __future__ import annotations

from typing import Any

from minischeme.assignments import Assignment
from minischeme.grading.judges import Equal
from minischeme.grading.suites.common import TestCase, call_test, reference_judge, rng_for
from minischeme.values.procedures import Primitive

NAME = "tiny-doubling"
LANGUAGE = "racket"
FUNCTIONS = ["double"]
WEIGHTS = {"double": 10}
DOCS = False


def bindings() -> dict[str, Primitive]:
    return {"double": Primitive("double", lambda n: n * 2, 1, 1)}


def generate(seed: int, n: int) -> list[TestCase]:
    rng = rng_for(seed, NAME, "double")
    tests = []
    for i in range(n):
        k = rng.randint(-50, 50)
        tests.append(call_test(f"double #{i + 1}", "double", [k], Equal(2 * k)))
    return tests


def judge_for(function: str, args: list) -> Any:
    return reference_judge(bindings(), function, args)


ASSIGNMENT = Assignment(name=NAME, title="Tiny doubling", reference=__name__, suite=__name__,
                        order=50)
