"""Transcripts: REPL examples replayed as tests.

A transcript is a text file of `> expr` lines, each followed by its expected output:

    ;; assignment: mini-card-game        <- header: which reference functions to load
    ;; notation: document                <- document (unquoted data) or racket
    ;; language: racket                  <- optional: racket, scheme, simply-scheme, ...

    > ( card-rank (H . A) )
    11

    ;; points: 2                          <- directives for the next case
    ;; visibility: hidden
    > (car '())
    ; car: contract violation             <- an expected error (first line compared)

    > (fdiscard ... )
    ?? (lambda (held) (= (length held) 5))   <- a property the value must satisfy

An expression may span several lines. Expected lines run to the next blank line or `>`;
inside them `;;` lines are comments. Expected values compare as data (`red` equals Racket's
`'red`, `#true` equals `#t`); printed output compares as text, before any values.

The documentation format the Mini Card Game text asks of students — `; > (f x)` then
`; => v` in a .rkt file's comments — is read by ``parse_doc_examples`` into the same cases.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from minischeme.values.data import VOID, MultipleValues, Pair, sym
from minischeme.values.equality import is_equal
from minischeme.values.errors import Raise, error_message
from minischeme.values.ports import capture_output
from minischeme.values.printer import print_string
from minischeme.reading.reader import ReadError, read_source

DIRECTIVE = re.compile(r"^;;\s*(assignment|notation|language|points|visibility|name)\s*:\s*(.*?)\s*$")


@dataclass
class Case:
    """One `> expr` example and what it should produce."""

    source: str
    line: int
    expected: list[str] = field(default_factory=list)
    points: float | None = None
    visibility: str | None = None
    name: str | None = None

    @property
    def title(self) -> str:
        return self.name or " ".join(self.source.split())


@dataclass
class Transcript:
    path: str
    assignment: str | None = None
    notation: str = "racket"
    language: str = "racket"
    cases: list[Case] = field(default_factory=list)


@dataclass
class CaseResult:
    passed: bool
    expected: str
    actual: str
    message: str = ""


class TranscriptError(Exception):
    """A transcript that cannot be parsed (reported with its line)."""


# ------------------------------------------------------------------ parsing

def parse_transcript(text: str, path: str = "<transcript>") -> Transcript:
    """Read a transcript's header and cases."""
    t = Transcript(path)
    lines = text.splitlines()
    pending: dict[str, Any] = {}
    i = 0
    seen_case = False
    while i < len(lines):
        line = lines[i]
        m = DIRECTIVE.match(line.strip())
        if m:
            key, value = m.group(1), m.group(2)
            if key in ("assignment", "notation", "language") and not seen_case:
                setattr(t, key, value)
            elif key == "points":
                pending["points"] = float(value)
            elif key in ("visibility", "name"):
                pending[key] = value
            i += 1
            continue
        if line.startswith(">"):
            seen_case = True
            case, i = _read_case(lines, i, path)
            for key, value in pending.items():
                setattr(case, key, value)
            pending = {}
            t.cases.append(case)
            continue
        i += 1
    if t.notation not in ("racket", "document"):
        raise TranscriptError(f"{path}: notation must be racket or document, not {t.notation}")
    return t


def _read_case(lines: list[str], i: int, path: str) -> tuple[Case, int]:
    start = i
    source = lines[i][1:].strip()
    i += 1
    while not _complete(source):
        if i >= len(lines):
            raise TranscriptError(f"{path}:{start + 1}: the expression is not complete")
        source += "\n" + lines[i]
        i += 1
    expected = []
    while i < len(lines) and lines[i].strip() and not lines[i].startswith(">"):
        if not lines[i].lstrip().startswith(";;"):
            expected.append(lines[i].rstrip())
        i += 1
    return Case(source, start + 1, expected), i


def _complete(source: str) -> bool:
    try:
        read_source(source)
        return True
    except ReadError as e:
        return "to close" not in e.message and "expected a closing" not in e.message


# ------------------------------------------------------------------ running

def run_case(interp: Any, case: Case, notation: str = "racket") -> CaseResult:
    """Evaluate a case's expression(s) in ``interp`` and judge the result."""
    try:
        data = read_source(case.source).data
    except ReadError as e:
        return CaseResult(False, "\n".join(case.expected), e.located("transcript"), "the expression does not read")
    values: list[Any] = []
    error: str | None = None
    with capture_output() as port:
        for datum, loc in data:
            if notation == "document":
                from minischeme.reading.notation import binding_test, to_racket
                datum = to_racket(datum, binding_test(interp))
            outcome = interp.eval_datum(datum, loc, None)
            if outcome.error is not None or outcome.exit_code is not None:
                error = outcome.error or f"exit: {outcome.exit_code}"
                break
            v = outcome.value
            values.extend(v.values if type(v) is MultipleValues else [v])
    output = port.getvalue()
    try:        # (a struct's prop:custom-write runs the program's code, which may raise)
        shown = [print_string(v) for v in values if v is not VOID]
    except Raise as e:
        shown, error = [], error or error_message(e.value)
    actual = output + "\n".join(shown)
    if error is not None:
        actual = (output + "".join(f"; {line}\n" for line in error.splitlines())).rstrip("\n")
    expected = "\n".join(case.expected)
    passed, message = _judge(interp, case, output, values, error)
    return CaseResult(passed, expected, actual, message)


def _judge(interp: Any, case: Case, output: str, values: list, error: str | None) -> tuple[bool, str]:
    exp = case.expected
    errors = [line for line in exp if line.startswith(";")]
    props = [line[2:].strip() for line in exp if line.startswith("??")]
    if errors:
        if error is None:
            return False, "expected an error, but it returned normally"
        want = errors[0].lstrip(";").strip().removesuffix("[,bt for context]").strip()
        got = error.splitlines()[0].strip()
        if want in ("error", "...") or want == got:
            return True, ""
        return False, f"a different error: {got}"
    if error is not None:
        return False, f"raised an error: {error.splitlines()[0]}"
    if props:
        if len(values) != 1:
            return False, f"expected one value, got {len(values)}"
        for prop in props:
            ok, why = _check_property(interp, prop, values[0])
            if not ok:
                return False, why
        return True, ""
    return _compare_output_and_values(exp, output, values)


def _compare_output_and_values(exp: list[str], output: str, values: list) -> tuple[bool, str]:
    text = "\n".join(exp)
    shown = [v for v in values if v is not VOID]
    if output:
        out = output.rstrip("\n")
        if not text.startswith(out):
            return False, "printed output differs"
        text = text[len(out):].strip("\n")
    try:
        wanted = [_unquote(d) for d in _read_expected(text)]
    except ReadError:
        return False, "the expected value does not read as data"
    if len(wanted) != len(shown):
        return False, f"expected {len(wanted)} value(s), got {len(shown)}"
    for w, v in zip(wanted, shown):
        if not is_equal(w, v):
            return False, "the value differs"
    return True, ""


def _read_expected(text: str) -> list:
    return [d for d, _ in read_source(text).data] if text.strip() else []


def _unquote(d: Any) -> Any:
    """`'red` in Racket's print style is the datum `red`."""
    if type(d) is Pair and d.car is sym("quote") and type(d.cdr) is Pair:
        return d.cdr.car
    return d


def _check_property(interp: Any, prop: str, value: Any) -> tuple[bool, str]:
    try:
        [(pred_form, _)] = read_source(prop).data
    except (ReadError, ValueError):
        return False, f"the property does not read: {prop}"
    outcome = interp.eval_datum(pred_form)
    if outcome.error is not None:
        return False, f"the property failed to evaluate: {outcome.error.splitlines()[0]}"
    from minischeme.values.runtime import apply_procedure

    def call() -> Any:
        return apply_procedure(outcome.value, [value])
    result = interp.guard(call)
    if result.error is not None:
        return False, f"the property raised: {result.error.splitlines()[0]}"
    if result.value is False:
        return False, f"the value does not satisfy {prop}"
    return True, ""


# ------------------------------------------------------------------ running a whole transcript

def new_interpreter(t: Transcript, module_root: Path | None = None) -> Any:
    """A fresh interpreter for the transcript's language and assignment; ``module_root``
    as the Interpreter's (None: no other file is read or required)."""
    from minischeme.running.interpreter import Interpreter
    from minischeme.running.assignment_registry import assignment_named
    lang = t.language
    found = assignment_named(t.assignment) if t.assignment else None
    if found is not None and lang == "racket":
        lang = found.language       # e.g. bridge-hands: Simply Scheme
    return Interpreter(lang=lang, assignment=t.assignment, module_root=module_root)


def run_transcript(t: Transcript) -> list[tuple[Case, CaseResult]]:
    """Every case of a transcript, in order, in one fresh interpreter."""
    interp = new_interpreter(t)
    return [(case, run_case(interp, case, t.notation)) for case in t.cases]


# ------------------------------------------------------------------ documentation examples

DOC_EXAMPLE = re.compile(r"^\s*;+\s*>\s*(.*)$")
DOC_RESULT = re.compile(r"^\s*;+\s*=>\s*(.*)$")


def parse_doc_examples(text: str, path: str = "<file>") -> Transcript:
    """The `; > (f x)` / `; => v` examples in a .rkt file's comments, as a transcript."""
    t = Transcript(path)
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = DOC_EXAMPLE.match(line)
        if not m:
            continue
        j = i + 1
        source = m.group(1)
        while j < len(lines) and not DOC_RESULT.match(lines[j]) and not DOC_EXAMPLE.match(lines[j]) \
                and not _complete(source):
            source += "\n" + lines[j].lstrip().lstrip(";")
            j += 1
        if j < len(lines) and DOC_RESULT.match(lines[j]):
            t.cases.append(Case(source.strip(), i + 1, [DOC_RESULT.match(lines[j]).group(1).strip()]))
    return t
