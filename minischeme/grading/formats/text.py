"""The readable text report (the default format)."""
from __future__ import annotations

from typing import Any

from .measured import describe_measured
from ..results import (PASSED, SubmissionResult, TestResult, fmt_percent,
                       fmt_points)

FAILURES_SHOWN = 3          # per function


def render(results: list[SubmissionResult], meta: dict[str, Any]) -> str:
    parts = [report(r) for r in results]
    if len(results) > 1:
        parts.append(summary(results))
    return "\n".join(parts)


def report(r: SubmissionResult) -> str:
    out: list[str] = []
    out.append(f"{r.submission} ({r.assignment})")
    out.append(f"score: {fmt_points(r.score)} / {fmt_points(r.max_score)} ({fmt_percent(r)})")
    out.append(describe_measured(r))
    if not r.load.ok:
        out.append("")
        out.append("the file does not load, so every test fails:")
        out.append(_indent(r.load.error or "", 2))
    for w in r.load.warnings:
        out.append("")
        out.append("warning: " + _indent(w, 2).lstrip())
    out.append("")
    width = max([len(f.name) for f in r.functions] + [8])
    out.append(f"  {'function':<{width}}  {'points':>13}  {'tests':>7}")
    for f in r.functions:
        points = f"{fmt_points(f.score)} / {fmt_points(f.weight)}"
        tests = f"{f.passed}/{f.total}"
        note = f"  {f.note}" if f.note and f.status != "ok" else ""
        out.append(f"  {f.name:<{width}}  {points:>13}  {tests:>7}{note}")
    extra = [t for t in r.tests if t.points is not None]
    if extra:
        got = sum(t.score for t in extra)
        out.append(f"  {'staff tests':<{width}}  {fmt_points(got) + ' / ' + fmt_points(sum(t.max_score for t in extra)):>13}  "
                   f"{sum(t.passed for t in extra)}/{len(extra)}")
    if r.docs is not None and r.docs.max_score:
        out.append(f"  {'documentation':<{width}}  "
                   f"{fmt_points(r.docs.score) + ' / ' + fmt_points(r.docs.max_score):>13}")
    if r.load.ok:
        failures = _failures(r)
        if failures:
            out.append("")
            out.append("failures:")
            out.extend(failures)
    if r.docs is not None:
        out.append("")
        out.extend(_docs(r))
    if r.notes:
        out.append("")
        out.extend("note: " + n for n in r.notes)
    if r.load.output.strip():
        out.append("")
        out.append("the file's top level printed:")
        out.append(_indent(_clip(r.load.output, 600), 2))
    out.append("")
    return "\n".join(out)


def _failures(r: SubmissionResult) -> list[str]:
    out: list[str] = []
    by_function: dict[str, list[TestResult]] = {}
    for t in r.tests:
        if t.status != PASSED:
            by_function.setdefault(t.function or "(other)", []).append(t)
    for function, failed in by_function.items():
        if all(t.status in ("missing", "misnamed") for t in failed):
            out.append(f"  {function}: {failed[0].message} ({len(failed)} tests)")
            continue
        for t in failed[:FAILURES_SHOWN]:
            out.extend(failure_lines(t, "  "))
        if len(failed) > FAILURES_SHOWN:
            out.append(f"  ... and {len(failed) - FAILURES_SHOWN} more failures of {function}")
    return out


def failure_lines(t: TestResult, pad: str) -> list[str]:
    lines = [f"{pad}{t.name} [{t.status}]", f"{pad}  called:   {_clip(t.call, 400)}"]
    if t.expected:
        lines.append(f"{pad}  expected: {_indent(_clip(t.expected, 400), len(pad) + 12).lstrip()}")
    if t.actual:
        lines.append(f"{pad}  actual:   {_indent(_clip(t.actual, 400), len(pad) + 12).lstrip()}")
    if t.message and t.message != "wrong value":
        lines.append(f"{pad}  {_indent(_clip(t.message, 600), len(pad) + 2).lstrip()}")
    if t.output:
        lines.append(f"{pad}  printed:  {_string_literal(t.output, 200)}")
    return lines


def _docs(r: SubmissionResult) -> list[str]:
    d = r.docs
    assert d is not None
    out = [f"documentation: {d.functions - len(set(d.undocumented))} of {d.functions} "
           "functions have the documentation block"]
    seen: dict[str, list[str]] = {}
    for p in d.problems:
        seen.setdefault(f"{p.name} (line {p.line})", []).append(p.problem)
    for name, problems in seen.items():
        out.append(f"  {name}: {'; '.join(problems)}")
    wrong, unrun = d.wrong_examples, d.unrun_examples
    if d.examples:
        right = len(d.examples) - len(wrong) - len(unrun)
        line = f"examples in comments: {right} of {len(d.examples)} right"
        if unrun:   # why, once: the reason is the same for all, or nearly
            line += f", {len(unrun)} {unrun[0].message}"
        out.append(line)
    for e in wrong:
        out.append(f"  line {e.line}: > {_clip(e.source, 200)}")
        out.append(f"    written:  => {_clip(e.expected, 200)}")
        actual = e.actual or (f"({e.message})" if e.message else "")
        out.append(f"    actual:   {_indent(_clip(actual, 300), 14).lstrip()}")
    if d.note:
        out.append("  " + d.note)
    return out


def summary(results: list[SubmissionResult]) -> str:
    names = [f.name for f in results[0].functions] if results else []
    width = max([len(r.submission) for r in results] + [10])
    out = [f"class summary: {len(results)} submissions", ""]
    out.append(f"  {'submission':<{width}}  {'score':>14}")
    for r in results:
        flag = "" if r.load.ok else "  (does not load)"
        out.append(f"  {r.submission:<{width}}  {fmt_points(r.score) + ' / ' + fmt_points(r.max_score):>14}{flag}")
    if names:
        out.append("")
        out.append("  per function (mean % of points, submissions with full points):")
        for name in names:
            fs = [r.function(name) for r in results]
            fs = [f for f in fs if f is not None and f.weight]
            if not fs:
                continue
            mean = sum(f.score / f.weight for f in fs) / len(fs) * 100
            full = sum(1 for f in fs if f.score >= f.weight)
            out.append(f"    {name:<20} {mean:6.1f}%   {full}/{len(fs)}")
    out.append("")
    return "\n".join(out)


def _indent(text: str, n: int) -> str:
    pad = " " * n
    return "\n".join(pad + line for line in text.splitlines())


def _string_literal(text: str, n: int) -> str:
    """What a call printed, as a Racket string literal ("a\\nb"), its first ``n`` characters."""
    from minischeme.values.printer import write_string_literal
    more = f"... ({len(text)} characters)" if len(text) > n else ""
    return write_string_literal(text[:n]) + more


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[:n] + f"... ({len(text)} characters)"
