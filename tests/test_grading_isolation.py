"""Nothing a submission does stops the batch or costs more than its own tests: (exit),
floods of output, runaway memory or recursion, a computation that cannot be interrupted,
a module that does not compile, and attempts to reach the system."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.submission import Submission

MISC = Path(__file__).parent / "submissions" / "misc"


def grade(*names, **settings):
    config = GradeConfig("mini-card-game", **{"n": 2, **settings})
    subs = [Submission.from_path(MISC / n, n) for n in names]
    results, _ = grade_all(subs, config, jobs=2, cache_dir=None)
    return {r.submission: r for r in results}


@pytest.fixture(scope="module")
def quick():
    return grade("exit_at_top.rkt", "exit_in_function.rkt", "output_flood.rkt", "escape.rkt",
                 "unbound.rkt", "deep_recursion.rkt", step_limit=200_000)


def test_exit_at_the_top_level_ends_only_the_top_level(quick):
    r = quick["exit_at_top.rkt"]
    assert r.score == 100 and r.load.ok
    assert "called (exit 0)" in r.load.warnings[0]
    assert r.load.output.endswith("done")


def test_exit_inside_a_function_fails_those_tests(quick):
    r = quick["exit_in_function.rkt"]
    exits = [t for t in r.tests if t.status == "exit"]
    assert exits and all("(exit 3)" in t.message for t in exits)
    assert r.load.ok and r.score > 50
    assert r.function("card-rank").score == 2 and r.function("fdraw").score == 10


def test_output_is_capped(quick):
    r = quick["output_flood.rkt"]
    assert r.score == 100
    assert "output limit exceeded" in r.load.warnings[0]
    assert len(r.load.output) <= 64 * 1024


def test_no_system_access(quick, tmp_path):
    r = quick["escape.rkt"]
    assert not Path("/tmp/escaped").exists()
    assert r.score == 100 and "system" in r.load.warnings[0]


def test_a_module_that_does_not_compile_gets_zero_with_the_position(quick):
    r = quick["unbound.rkt"]
    assert r.score == 0 and not r.load.ok
    assert r.load.error == "unbound.rkt:86:3: remove-frist: unbound identifier\n  in: remove-frist"
    assert (r.load.line, r.load.column) == (86, 3)


def test_runaway_recursion_is_stopped(quick):
    r = quick["deep_recursion.rkt"]
    assert r.load.ok and r.function("card-color").score == 2
    assert r.function("card-rank").score == 0
    assert {t.status for t in r.tests if t.function == "card-rank"} == {"step-limit"}


def test_runaway_memory_costs_its_tests_only():
    r = grade("memory_hog.rkt", memory_mb=128)["memory_hog.rkt"]
    assert r.function("card-rank").score == 2 and r.function("fdraw").score == 10
    f = r.function("calc-playerpoint")
    assert f.score == 0
    messages = {t.message for t in r.tests if t.function == "calc-playerpoint"}
    assert any("out of memory" in m for m in messages)


def test_an_enormous_list_is_a_step_limit_verdict_before_it_needs_memory(tmp_path):
    """Building a list counts a step per 8 cells, so 200,000,000 cells pass the step limit
    at once: the verdict is the same on a machine with memory to spare."""
    hog = (MISC / "memory_hog.rkt").read_text().replace(
        "(vector-length (make-vector 200000000 0))", "(length (build-list 200000000 values))")
    (tmp_path / "list_hog.rkt").write_text(hog)
    config = GradeConfig("mini-card-game", n=2, memory_mb=4096)
    sub = Submission.from_path(tmp_path / "list_hog.rkt", "list_hog.rkt")
    (r,), _ = grade_all([sub], config, jobs=1, cache_dir=None)
    statuses = {t.status for t in r.tests if t.function == "calc-playerpoint"}
    assert statuses == {"step-limit", "not-run"}
    assert r.function("fdraw").score == 10


def test_a_computation_that_cannot_be_interrupted_is_killed_and_grading_goes_on():
    start = time.monotonic()
    r = grade("hang_in_primitive.rkt", n=1, time_limit=1)["hang_in_primitive.rkt"]
    assert time.monotonic() - start < 60
    tests = [t for t in r.tests if t.function == "fdiscard"]
    assert [t.status for t in tests] == ["killed", "killed", "not-run"]
    assert "no answer after" in tests[0].message
    assert r.score == 90 and r.function("play").score == 20


def test_deep_recursion_under_the_memory_cap_is_never_an_internal_error(quick):
    """Python 3.11 reports a frame it cannot allocate under the address-space cap as a
    SystemError: the student sees Racket's out-of-memory words, never minischeme's insides."""
    r = quick["deep_recursion.rkt"]
    messages = [t.message or "" for t in r.tests] + [t.actual or "" for t in r.tests]
    assert not any("internal error" in m or "SystemError" in m for m in messages)
