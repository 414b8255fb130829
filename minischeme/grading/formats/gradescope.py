"""`--format gradescope`: Gradescope's results.json (its autograder specification).

One Gradescope test per function (its points, and the failing cases in its output), one per
staff test that carries its own points, and one for documentation when it has points. The
top-level score is the total; ``extra_data`` carries the maximum and the load status.
For several submissions, ``render_many`` gives one results.json per submission.
"""
from __future__ import annotations

import json
from typing import Any

from .measured import describe_measured
from ..results import (PASSED, SubmissionResult, TestResult, fmt_percent,
                       fmt_points)
from .text import failure_lines

FAILURES_SHOWN = 5


def results_json(r: SubmissionResult) -> dict[str, Any]:
    tests: list[dict[str, Any]] = []
    for f in r.functions:
        if not f.total:
            continue
        cases = [t for t in r.tests if t.function == f.name and t.points is None]
        entry = {"name": f.name, "score": f.score, "max_score": f.weight,
                 "status": "passed" if f.score >= f.weight else "failed",
                 "output": _function_output(f.passed, f.total, cases),
                 "visibility": _visibility(cases)}
        tests.append(entry)
    for t in r.tests:
        if t.points is not None:
            tests.append({"name": t.name, "score": t.score, "max_score": t.max_score,
                          "status": "passed" if t.passed else "failed",
                          "output": "passed" if t.passed else "\n".join(failure_lines(t, "")),
                          "visibility": t.visibility or "visible"})
    if r.docs is not None and r.docs.max_score:
        tests.append({"name": "documentation", "score": r.docs.score,
                      "max_score": r.docs.max_score,
                      "status": "passed" if r.docs.score >= r.docs.max_score else "failed",
                      "output": _docs_output(r), "visibility": "visible"})
    for i, t in enumerate(tests, 1):
        t["number"] = str(i)
    output = [f"{r.submission}: {fmt_points(r.score)} / {fmt_points(r.max_score)} "
              f"({fmt_percent(r)})\n{describe_measured(r)}"]
    if not r.load.ok:
        output.append("The file does not load, so every test fails:\n" + (r.load.error or ""))
    output.extend("Warning: " + w for w in r.load.warnings)
    if r.docs is not None and not r.docs.max_score:
        output.append(_docs_output(r))
    output.extend(r.notes)
    return {"score": r.score, "output": "\n\n".join(output), "output_format": "text",
            "test_output_format": "text", "test_name_format": "text",
            "stdout_visibility": "hidden", "tests": tests,
            "extra_data": {"max_score": r.max_score, "percent": r.percent, "loaded": r.load.ok,
                           "submission": r.submission, "sha256": r.sha256,
                           "measured": r.measured}}


def _visibility(cases: list[TestResult]) -> str:
    order = ["hidden", "after_due_date", "after_published", "visible"]
    seen = [t.visibility or "visible" for t in cases] or ["visible"]
    return min(seen, key=order.index)          # the most restrictive of its tests


def _function_output(passed: int, total: int, cases: list[TestResult]) -> str:
    if passed == total:
        return f"All {total} tests passed."
    failed = [t for t in cases if t.status != PASSED]
    if failed and all(t.status in ("missing", "misnamed", "no-load") for t in failed):
        return f"{failed[0].message}\n0 of {total} tests passed."
    lines = [f"{passed} of {total} tests passed. Failures:"]
    for t in failed[:FAILURES_SHOWN]:
        lines.append("")
        lines.extend(failure_lines(t, ""))
    if len(failed) > FAILURES_SHOWN:
        lines.append(f"\n... and {len(failed) - FAILURES_SHOWN} more.")
    return "\n".join(lines)


def _docs_output(r: SubmissionResult) -> str:
    from .text import _docs
    return "\n".join(_docs(r))


def render(results: list[SubmissionResult], meta: dict[str, Any]) -> str:
    if len(results) == 1:
        return json.dumps(results_json(results[0]), indent=2, ensure_ascii=False) + "\n"
    return json.dumps({r.submission: results_json(r) for r in results}, indent=2,
                      ensure_ascii=False) + "\n"
