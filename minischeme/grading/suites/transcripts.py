"""Transcript tests: the assignment's own transcript (the examples of its text) and staff
suites given with ``--tests FILE``, both read by ``minischeme.running.transcripts``.

The assignment's transcript was written against the reference namespace: some examples use
the reference's helpers (``one-card-removed?``, ``illegal-move?``), earlier definitions, or
the reference's own answer where the strategy is the student's. So each example that is a
direct call of one of the assignment's functions with literal arguments becomes a test
judged like a generated one (validity for strategy-dependent functions, the reference's
answer otherwise, any error where the reference raises one); the other examples are not
graded, and the plan's notes say which.

Staff files are written for grading, so their cases are replayed as written, through
``run_case``, in the submission's namespace; a case may carry points and visibility.
Each case counts for the function it tests -- the head of its expression when that is one
of the assignment's functions, else the first of them it mentions.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from minischeme.values.data import NIL, Pair, Symbol, list_to_python, is_list, sym
from minischeme.reading.reader import ReadError, read_all
from .common import TestCase, call_expr, call_text

# The assignment packages, which ship their transcripts as package data (the top-level
# transcripts/ of a checkout holds links to them).
TRANSCRIPT_DIR = Path(__file__).resolve().parents[2] / "assignments"
QUOTE = sym("quote")


class TranscriptsUnavailable(Exception):
    """minischeme.running.transcripts is not there: transcript tests cannot run."""


def _api() -> Any:
    try:
        from minischeme.running import transcripts
    except ImportError as e:
        raise TranscriptsUnavailable(f"minischeme.running.transcripts is not available ({e})") from None
    return transcripts


def assignment_transcripts(assignment: str) -> list[Path]:
    """The assignment's transcript (the registry's ``transcript``); without one, the
    transcripts in transcripts/ whose header names this assignment."""
    from ...assignments import assignment_named
    api = _api()
    found_assignment = assignment_named(assignment)
    if found_assignment is not None and found_assignment.transcript is not None:
        path = Path(found_assignment.transcript)
        return [path] if path.is_file() else []
    found = []
    for path in sorted(TRANSCRIPT_DIR.rglob("*.transcript")):
        try:
            t = api.parse_transcript(path.read_text(encoding="utf-8"), str(path))
        except Exception:
            continue
        if getattr(t, "assignment", None) == assignment:
            found.append(path)
    return found


def _parse(path: Path, assignment: str) -> Any:
    api = _api()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise ValueError(f"cannot read test file {path}: {e.strerror}") from None
    try:
        t = api.parse_transcript(text, str(path))
    except Exception as e:
        raise ValueError(f"{path}: {e}") from None
    header = getattr(t, "assignment", None)
    if header and header != assignment:
        raise ValueError(f"{path}: this transcript is for {header}, not {assignment}")
    return t


def example_tests(path: Path, spec: Any) -> tuple[list[TestCase], list[str]]:
    """The text's examples that can be graded, as tests; and a note on the others."""
    t = _parse(path, spec.name)
    tests: list[TestCase] = []
    skipped: list[int] = []
    for case in t.cases:
        call = literal_call(case.source, t.notation, spec.required)
        judge = spec.module.judge_for(call[0], call[1]) if call else None
        if judge is None:
            skipped.append(case.line)
            continue
        function, args = call
        bucket = function if function in spec.functions else ""
        tests.append(TestCase(
            name=case.name or f"{function}: {path.name}:{case.line}", function=bucket,
            kind="transcript", requires=(function,), call=call_text(function, *args),
            expr=call_expr(function, *args), judge=judge, points=case.points,
            visibility=case.visibility))
    notes = []
    if skipped:
        notes.append(f"{len(skipped)} example(s) of {path.name} are not graded: they use the "
                     "reference's helpers or earlier definitions (lines "
                     + ", ".join(map(str, skipped)) + ")")
    return tests, notes


def literal_call(source: str, notation: str, functions: list[str]) -> tuple[str, list] | None:
    """(function, argument values) when ``source`` is one call of an assignment function
    whose arguments are all literal data; else None."""
    try:
        data = read_all(source)
    except ReadError:
        return None
    if len(data) != 1 or type(data[0]) is not Pair or type(data[0].car) is not Symbol:
        return None
    x = data[0]
    if x.car.name not in functions or not is_list(x):
        return None
    args = []
    for a in list_to_python(x.cdr):
        value = _literal(a, notation)
        if value is _NOT_LITERAL:
            return None
        args.append(value)
    return x.car.name, args


_NOT_LITERAL = object()


def _literal(a: Any, notation: str) -> Any:
    if type(a) is Pair:
        if a.car is QUOTE and type(a.cdr) is Pair and a.cdr.cdr is NIL:
            return a.cdr.car
        return a if notation == "document" and not _looks_like_call(a) else _NOT_LITERAL
    if type(a) is Symbol:
        return a if notation == "document" else _NOT_LITERAL
    return a                                          # numbers, strings, booleans, ()


def _looks_like_call(a: Pair) -> bool:
    from ...primitives import libraries
    head = a.car
    if type(head) is not Symbol:
        return False
    return any(head.name in lib for lib in libraries().values())


def staff_tests(path: str | Path, spec: Any) -> list[TestCase]:
    """A staff transcript's cases, replayed as written. Raises ``TranscriptsUnavailable``,
    or ``ValueError`` for a file that cannot be read or parsed (the message says where)."""
    path = Path(path)
    t = _parse(path, spec.name)
    tests = []
    for case in t.cases:
        names = mentioned(case.source, spec.required)
        buckets = [n for n in names if n in spec.functions]
        tests.append(TestCase(name=case.name or f"{path.name}:{case.line}",
                              function=buckets[0] if buckets else "", kind="staff",
                              requires=tuple(names), call=" ".join(case.source.split()),
                              case=case, notation=t.notation, points=case.points,
                              visibility=case.visibility))
    return tests


def mentioned(source: str, functions: list[str]) -> list[str]:
    """The assignment's functions an expression mentions, its head first."""
    try:
        data = read_all(source)
    except ReadError:
        return []
    wanted = set(functions)
    found: list[str] = []

    def walk(x: Any) -> None:
        while type(x) is Pair:
            if type(x.car) is Symbol and x.car.name in wanted and x.car.name not in found:
                found.append(x.car.name)
            elif type(x.car) is Pair:
                walk(x.car)
            x = x.cdr
        if type(x) is Symbol and x.name in wanted and x.name not in found:
            found.append(x.name)
    for d in data:
        walk(d)
    return found
