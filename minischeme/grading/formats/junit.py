"""`--format junit`: JUnit XML, one <testsuite> per submission, one <testcase> per test.

classname is ``submission.function`` (dots in the file name kept), as CI dashboards group
them; a failed test has a <failure> whose type is its status and whose text says what was
called, expected and returned. No times: the same grading gives the same XML.
"""
from __future__ import annotations

import re
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from .measured import describe_measured
from ..results import PASSED, SubmissionResult, fmt_points
from .text import failure_lines

_BAD_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _clean(text: str) -> str:
    return _BAD_XML.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _attr(text: str) -> str:
    return quoteattr(_clean(text))


def render(results: list[SubmissionResult], meta: dict[str, Any]) -> str:
    total = sum(len(r.tests) for r in results)
    failures = sum(1 for r in results for t in r.tests if t.status != PASSED)
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           f'<testsuites name={_attr("minischeme grade " + str(meta.get("assignment", "")))} '
           f'tests="{total}" failures="{failures}" errors="0">']
    for r in results:
        failed = sum(1 for t in r.tests if t.status != PASSED)
        out.append(f'  <testsuite name={_attr(r.submission)} tests="{len(r.tests)}" '
                   f'failures="{failed}" errors="0" skipped="0">')
        out.append("    <properties>")
        m = r.measured
        for name, value in (("score", fmt_points(r.score)), ("max_score", fmt_points(r.max_score)),
                            ("percent", fmt_points(r.percent)),
                            ("loaded", str(r.load.ok).lower()), ("sha256", r.sha256),
                            ("file", str(m.get("file", r.path))),
                            ("minischeme", str(m.get("minischeme", ""))),
                            ("seed", str(m.get("seed", ""))),
                            ("measured", describe_measured(r, "; "))):
            out.append(f"      <property name={_attr(name)} value={_attr(value)}/>")
        out.append("    </properties>")
        for t in r.tests:
            classname = f"{r.submission}.{t.function or 'other'}"
            head = f'    <testcase classname={_attr(classname)} name={_attr(t.name)}'
            if t.status == PASSED:
                out.append(head + "/>")
                continue
            text = "\n".join(failure_lines(t, ""))
            message = t.message.splitlines()[0] if t.message else t.status
            out.append(head + ">")
            out.append(f"      <failure type={_attr(t.status)} message={_attr(message)}>"
                       f"{escape(_clean(text))}</failure>")
            out.append("    </testcase>")
        if not r.load.ok:
            out.append(f"    <system-err>{escape(_clean(r.load.error or ''))}</system-err>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    return "\n".join(out) + "\n"
