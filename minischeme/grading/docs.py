"""The documentation check (Mini Card Game §6).

Every function the file defines, helpers included, should carry the block the text shows::

    ; (hypot x y) -> number?
    ; x : number?
    ; y : number?
    ;
    ; Calculates hypotenuse of the right triangle formed by x and y.
    ; Examples:
    ; > (hypot 3 4)
    ; => 5
    (define (hypot x y) ...)

The check lists each function whose comment block (the comment lines right above its
definition) lacks the signature line, a type line for a parameter, or a description. The
examples -- each ``; > expr`` followed by ``; => value``, anywhere in the file -- are read by
``minischeme.running.transcripts.parse_doc_examples`` and replayed in the submission's namespace
(``engine.run_examples``): values compare as data, so ``'red`` and ``red`` both match.
"""
from __future__ import annotations

import re
from typing import Any

from minischeme.values.data import NIL, Pair, Symbol
from minischeme.reading.reader import ReadError, read_source
from .results import DocProblem, DocReport, ExampleResult

LAMBDAS = {"lambda", "λ", "case-lambda"}
COMMENT = re.compile(r"^\s*;+ ?(.*)$")
EXAMPLE = re.compile(r"^\s*;+\s*>\s*(.+?)\s*$")
ANSWER = re.compile(r"^\s*;+\s*=>\s*(.*?)\s*$")


def defined_functions(text: str) -> list[tuple[str, list[str], int]] | None:
    """(name, parameters, line) of each top-level function definition; None when the text
    does not read."""
    try:
        data = read_source(text).data
    except ReadError:
        return None
    found = []
    pending = list(data)
    while pending:
        x, loc = pending.pop(0)
        if type(x) is not Pair or type(x.car) is not Symbol:
            continue
        head = x.car.name
        if head == "begin":
            rest = x.cdr
            inner = []
            while type(rest) is Pair:
                inner.append((rest.car, getattr(rest.car, "loc", None) or loc))
                rest = rest.cdr
            pending[0:0] = inner
            continue
        if head not in ("define", "define/contract") or type(x.cdr) is not Pair:
            continue
        target = x.cdr.car
        if type(target) is Pair:                      # (define (f x y) ...)
            while type(target.car) is Pair:             # curried (define ((f a) b) ...)
                target = target.car
            if type(target.car) is Symbol:
                found.append((target.car.name, _params(target.cdr), loc[0]))
        elif type(target) is Symbol and type(x.cdr.cdr) is Pair:
            value = x.cdr.cdr.car
            if type(value) is Pair and type(value.car) is Symbol and value.car.name in LAMBDAS:
                params = value.cdr.car if type(value.cdr) is Pair else NIL
                found.append((target.name, _params(params), loc[0]))
    return found


def _params(p: Any) -> list[str]:
    names = []
    while type(p) is Pair:
        item = p.car
        if type(item) is Pair:                          # optional: [x 0]
            item = item.car
        if type(item) is Symbol and not item.name.startswith("#:"):
            names.append(item.name)
        p = p.cdr
    if type(p) is Symbol:
        names.append(p.name)
    return names


def comment_block(lines: list[str], line: int) -> list[str]:
    """The comment lines right above line ``line`` (1-based), allowing one blank line."""
    i = line - 2
    if i >= 0 and not lines[i].strip():
        i -= 1
    block: list[str] = []
    while i >= 0:
        m = COMMENT.match(lines[i])
        if not m:
            break
        block.append(m.group(1))
        i -= 1
    block.reverse()
    return block


def block_problems(name: str, params: list[str], block: list[str]) -> list[str]:
    if not block:
        return ["no documentation block"]
    problems = []
    signature = re.compile(r"^\s*\(\s*" + re.escape(name) + r"(\s[^)]*)?\)\s*(->|→)")
    if not any(signature.search(b) for b in block):
        problems.append(f"no signature line `; ({' '.join([name, *params])}) -> ...`")
    typed = {m.group(1) for b in block for m in [re.match(r"^\s*([^\s:;]+)\s*:", b)] if m}
    untyped = [p for p in params if p not in typed]
    if untyped:
        problems.append("no type line for " + ", ".join(f"`; {p} : ...`" for p in untyped))
    described = [b for b in block if b.strip() and not signature.search(b)
                 and not re.match(r"^\s*([^\s:;]+)\s*:", b) and not EXAMPLE.match(";" + b)
                 and not ANSWER.match(";" + b) and not b.strip().lower().startswith("example")]
    if not described:
        problems.append("no description")
    return problems


def check_documentation(text: str, examples: list[ExampleResult] | None,
                        points: float = 0.0) -> DocReport:
    """The report for one file, given its examples' results (None when the file did not
    load, so they could not run). ``points``: what complete documentation is worth, shared
    by the defined functions."""
    lines = text.splitlines()
    functions = defined_functions(text)
    if functions is None:
        return DocReport(max_score=points, note="not checked: the file does not read")
    report = DocReport(functions=len(functions), max_score=points)
    for name, params, line in functions:
        for problem in block_problems(name, params, comment_block(lines, line)):
            report.problems.append(DocProblem(name, line, problem))
    if examples is None:
        report.note = "the examples were not run: the file does not load"
    else:
        report.examples = examples
    documented = len({n for n, _, _ in functions} - {p.name for p in report.problems})
    if functions and points:
        report.score = round(points * documented / len(functions), 4)
    return report
