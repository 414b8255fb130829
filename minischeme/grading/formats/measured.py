"""What a report says a result measured (every format shows it): the file, minischeme's
version, the seed, and the limits that applied to it.

A Scheme file runs under the interpreter's limits (steps, depth, time, memory, output)
and the submission's budget of steps and time; an SML or Python file runs in its own
compiler or interpreter, where only time, memory and output are limited, so its report
states those and no procedure calls or depth.
"""
from __future__ import annotations

from ...running.assignment_registry import language_of
from ..results import SubmissionResult, describe_measured as scheme_measured

#: how a report names each native language
LANGUAGE_NAMES = {"sml": "SML/NJ", "python": "CPython"}


def native_language(r: SubmissionResult) -> str | None:
    """The native language a result's file was graded in (``sml``, ``python``), or None for
    Scheme (also for a result cached before ``measured`` said its language)."""
    language = r.measured.get("language") or language_of(r.path or "x.rkt")
    return None if language == "scheme" else language


def describe_measured(r: SubmissionResult, sep: str = "\n") -> str:
    """Two lines (joined by ``sep``): what was graded, and the limits that applied."""
    language = native_language(r)
    m = r.measured
    if language is None or not m:
        return scheme_measured(r, sep)
    lim, budget = m.get("limits", {}), m.get("budget", {})
    return (f"graded {m.get('file', r.path)} with minischeme {m.get('minischeme', '?')} "
            f"({m.get('assignment', r.assignment)}), run by "
            f"{LANGUAGE_NAMES.get(language, language)}; seed {m.get('seed')}, "
            f"{m.get('generated_per_function')} generated tests per function{sep}limits per "
            f"test: {max(lim.get('seconds') or 0, 1.0):g} s, {lim.get('memory_mb') or 0:,} MB, "
            f"{lim.get('output') or 0:,} characters of output; per submission: "
            f"{budget.get('seconds') or 0:g} s")
