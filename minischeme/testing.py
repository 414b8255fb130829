"""`minischeme test FILE...`: replay transcripts and run .rkt files' rackunit checks.
A folder stands for the transcripts and .rkt/.scm/.ss files under it.

Transcripts (`*.transcript`) replay every `> expr` example; a `.rkt` file is loaded (its
top-level checks run), then its `test` submodule runs, as `raco test` does, and then the
`; > (f x)` / `; => v` examples of its documentation comments. The summary line is
`N passed, N failed`.

Each example, and each .rkt file's run, is under the limits of the command line
(``--step-limit``, ``--depth-limit``, ``--time-limit``; the grader's per-test defaults):
an example that loops fails with the limit's message, and the next one runs.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from minischeme.values.ports import current_error, current_output


def run_tests(paths: list[str], lang: str | None = None, assignment: str | None = None,
              limits: Any = None) -> int:
    """Run every file; print failures and the summary; exit status 1 if anything failed.
    ``lang`` None: the assignment's language, else racket. ``limits``: an object with
    ``step_limit``, ``depth_limit`` and ``time_limit`` (None: no limits)."""
    global _LIMITS
    _LIMITS = limits
    from .assignments import language_for
    lang = language_for(lang, assignment)
    passed = failed = 0
    out = current_output()
    for path in _test_files(paths):
        if path.endswith(SCHEME_SUFFIXES):
            p, f = _run_rkt(path, lang, assignment)
        elif path.endswith(NOTEBOOK_SUFFIX):
            current_error().write(f"{path}: a notebook is not a test file: `minischeme test` "
                                  "runs transcripts and .rkt, .scm and .ss files "
                                  "(`minischeme grade` grades a notebook)\n")
            p, f = 0, 1
        else:
            p, f = _run_transcript(path)
        passed += p
        failed += f
    out.write(f"{passed} passed, {failed} failed\n")
    return 1 if failed else 0


_LIMITS: Any = None

SCHEME_SUFFIXES = (".rkt", ".scm", ".ss")
TRANSCRIPT_SUFFIX = ".transcript"
NOTEBOOK_SUFFIX = ".ipynb"


def _test_files(paths: list[str]) -> list[str]:
    """The files to run: each path as given, and for a folder the transcripts and Scheme
    files under it (sorted), as `raco test FOLDER` runs a folder's files. A folder with
    none of them stays in the list, so that running it reports that it holds no tests."""
    files: list[str] = []
    for path in paths:
        if not os.path.isdir(path):      # (not Path: Path("") is the current folder)
            files.append(path)
            continue
        found = sorted(str(f) for f in Path(path).rglob("*") if f.is_file()
                       and f.name.endswith((*SCHEME_SUFFIXES, TRANSCRIPT_SUFFIX)))
        files += found or [path]
    return files


def _limited() -> Any:
    """One run under the command's limits (a context manager; none when there are none)."""
    from contextlib import nullcontext
    if _LIMITS is None:
        return nullcontext()
    from minischeme.running.run_limits import CommandLimits
    return CommandLimits(_LIMITS)


def _run_transcript(path: str) -> tuple[int, int]:
    from .assignments import assignment_named, names
    from minischeme.values.files import FileError, read_scheme_text
    from minischeme.running.transcripts import TranscriptError, new_interpreter, parse_transcript, run_case
    if os.path.isdir(path):
        current_error().write(f"{path}: no tests in this folder (no {TRANSCRIPT_SUFFIX}, "
                              ".rkt, .scm or .ss files)\n")
        return 0, 1
    try:
        t = parse_transcript(read_scheme_text(path), path)
    except FileError as e:
        current_error().write(f"{e}\n")
        return 0, 1
    except TranscriptError as e:
        current_error().write(f"{path}: {e}\n")
        return 0, 1
    if t.assignment is not None and assignment_named(t.assignment) is None:
        shown = t.assignment if t.assignment.strip() else repr(t.assignment)
        current_error().write(f"{path}: ;; assignment: unknown assignment: {shown} "
                              f"(known: {', '.join(names())})\n")
        return 0, 1
    if not t.cases:
        current_error().write(f"{path}: no examples (`> expr` lines): not a transcript\n")
        return 0, 1
    passed = failed = 0
    from minischeme.running.modules import ANY_FOLDER   # files as in racket
    interp = new_interpreter(t, ANY_FOLDER)
    for case in t.cases:
        with _limited():
            result = run_case(interp, case, t.notation)
        if result.passed:
            passed += 1
            continue
        failed += 1
        current_error().write(failure_report(path, case, result))
    return passed, failed


def failure_report(path: str, case: Any, result: Any) -> str:
    """A readable account of one failed example."""
    return (f"--------------------\nFAILURE {path}:{case.line}\n> {case.source}\n"
            f"expected:\n{_indent(result.expected)}\nactual:\n{_indent(result.actual)}\n"
            f"why: {result.message}\n--------------------\n")


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in (text.splitlines() or [""]))


def _run_rkt(path: str, lang: str, assignment: str | None) -> tuple[int, int]:
    from minischeme.forms.checks import LOG
    from minischeme.running.interpreter import Interpreter
    from minischeme.running.modules import ANY_FOLDER
    interp = Interpreter(lang=lang, assignment=assignment, module_root=ANY_FOLDER)
    LOG.reset()
    with _limited():
        outcome = interp.load_file(path, on_value=lambda v: current_output().write(
            interp.format_value(v) + "\n"))
        if outcome.error is None and outcome.exit_code is None:
            outcome = interp.run_submodule("test", path)
        checks = (0, 0)
        if outcome.error is None and outcome.exit_code is None:
            checks, outcome = _teaching_checks(interp)
    if outcome.error is not None:
        current_error().write(outcome.error + "\n")
        return LOG.total - LOG.failed, LOG.failed + 1
    passed, failed = LOG.total - LOG.failed + checks[0] - checks[1], LOG.failed + checks[1]
    p, f = _run_doc_examples(interp, path)
    return passed + p, failed + f


def _teaching_checks(interp: Any) -> tuple[tuple[int, int], Any]:
    """A teaching-language module's tests (check-expect and its kin), run and reported as
    `raco test` runs the test submodule such a module has: (tests run, tests failed), and
    the run's outcome. (0, 0) for a module in another language."""
    from minischeme.expansion import teaching
    from minischeme.running.interpreter import Outcome
    level = teaching.level(interp.ns)
    if level is None:
        return (0, 0), Outcome()
    from minischeme.primitives import test_engine
    from minischeme.values import teaching_errors
    counts: list[tuple[int, int]] = []
    teaching_errors.activate(level != "htdp/bsl")   # the tests' words are the language's
    try:
        outcome = interp.guard(lambda: counts.append(test_engine.report()))
    finally:
        teaching_errors.deactivate()
    return (counts[0] if counts else (0, 0)), outcome


def _run_doc_examples(interp: Any, path: str) -> tuple[int, int]:
    """The `; > (f x)` / `; => v` examples in the file's comments, run in its namespace."""
    from minischeme.running.transcripts import parse_doc_examples, run_case
    t = parse_doc_examples(Path(path).read_text(encoding="utf-8", errors="replace"), path)
    passed = failed = 0
    for case in t.cases:
        with _limited():
            result = run_case(interp, case)
        if result.passed:
            passed += 1
        else:
            failed += 1
            current_error().write(failure_report(path, case, result))
    return passed, failed
