"""The instructors' guide is true: its example rubric loads and grades, every assignment
and every graded function it should describe is there, and its seeding rule is the code's."""
from __future__ import annotations

import re
from pathlib import Path

from minischeme.assignments import names
from minischeme.grading.config import GradeConfig
from minischeme.grading.rubric import load_rubric
from minischeme.grading.suites import assignment
from minischeme.grading.suites.common import rng_for

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "docs" / "instructors.md").read_text()


def test_the_example_rubric_loads_and_its_values_are_used():
    spec = assignment("mini-card-game")
    rubric = load_rubric(ROOT / "examples" / "rubric.toml", spec.functions)
    assert rubric.weights["play"] == 25 and rubric.documentation == 5
    assert rubric.visibility["play"] == "after_due_date"
    assert (rubric.n, rubric.seed) == (30, 2026)
    assert rubric.submission_steps == 500_000_000
    assert "[weights]" in GUIDE and "examples/rubric.toml" in GUIDE


def test_every_assignment_and_graded_function_is_described():
    for name in names():
        if name not in ("mini-card-game", "solitaire", "bridge-hands", "kaartspel"):
            continue                              # a course's own assignment package
        assert f"(`{name}`" in GUIDE, name
        for function in assignment(name).functions:
            assert re.search(r"\(" + re.escape(function) + r"[\s)]", GUIDE), (name, function)


def test_the_seeding_rule_is_the_codes():
    assert '"SEED:ASSIGNMENT:FUNCTION"' in GUIDE
    a = rng_for(2026, "mini-card-game", "play").random()
    import random
    assert a == random.Random("2026:mini-card-game:play").random()
    assert GradeConfig("mini-card-game").seed == 1 and "default 1" in GUIDE
