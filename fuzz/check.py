"""One fuzz case through the interpreter the way users meet it, and what counts as a bug.

A case runs twice: as the body of a `#lang racket` module (``minischeme run``, the grader)
and form by form as at the REPL. Each run has the grader's kind of limits (steps, a wall
clock, an output cap), and every value it returns is printed the three ways Racket prints.
Racket's errors, limits reached and running out of memory are all fine; a bug is:

* ``traceback``: a Python exception got out of the interpreter's API;
* ``internal``: the guard caught a Python exception (``internal error in minischeme``);
* ``printer``: printing a value raised or did not stop;
* ``warning``: Python printed a warning (the user would see it on stderr).

Hangs and crashes cannot be seen from inside the process: ``fuzz.run`` watches for those.
"""
from __future__ import annotations

import traceback
import warnings
from dataclasses import dataclass
from typing import Any, Callable

STEPS = 200_000
SECONDS = 5.0
OUTPUT = 64 * 1024


@dataclass
class Finding:
    kind: str       # traceback | internal | printer | hang | crash
    detail: str


def check(text: str) -> Finding | None:
    """Run ``text`` as a module and at the REPL; the first bug found, or None. Runs on the
    big-stack evaluation thread, as the grader does, so that the wall clock stops the
    evaluation itself."""
    from minischeme.running.interpreter import run_with_big_stack
    found: list[Finding | None] = []
    run_with_big_stack(lambda: found.append(_check(text)))
    return found[0] if found else Finding("traceback", "the evaluation thread died")


def _check(text: str) -> Finding | None:
    from minischeme.running.interpreter import Interpreter
    module_text = text if text.lstrip().startswith("#lang") else "#lang racket\n" + text
    runs: list[Callable[[Interpreter, list], Any]] = [
        lambda i, shown: [i.load_text(module_text, "fuzz.rkt", on_value=shown.append)],
        lambda i, shown: i.eval_string(text),
    ]
    for run in runs:
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            found = _check_run(run)
        if found:
            return found
        if seen:
            w = seen[0]
            return Finding("warning", f"{w.category.__name__}: {w.message} ({w.filename}:{w.lineno})")
    return None


def _check_run(run: Callable) -> Finding | None:
    from minischeme.grading.limits import run_limited
    from minischeme.running.interpreter import Interpreter, Outcome
    interp = Interpreter()
    shown: list[Any] = []
    outcomes: list[Outcome] = []

    def thunk() -> Outcome:
        outcomes.extend(run(interp, shown))
        return outcomes[-1] if outcomes else Outcome()
    try:
        limited = run_limited(thunk, STEPS, SECONDS, OUTPUT)
    except BaseException as e:  # noqa: BLE001 - the point is to see everything
        if isinstance(e, KeyboardInterrupt):
            raise
        return Finding("traceback", _describe(e))
    for o in outcomes + [limited.outcome]:
        if o.error and "internal error" in o.error:
            return Finding("internal", o.error)
    values = shown + [o.value for o in outcomes if o.error is None]
    return _check_printing(values)


def _check_printing(values: list) -> Finding | None:
    from minischeme.grading.limits import run_limited
    from minischeme.running.interpreter import Interpreter
    from minischeme.values.printer import display_string, print_string, write_string

    def show_all() -> None:
        for v in values:
            for show in (print_string, write_string, display_string):
                show(v)
    try:
        limited = run_limited(lambda: Interpreter().guard(show_all), STEPS, SECONDS, OUTPUT)
    except BaseException as e:  # noqa: BLE001
        if isinstance(e, KeyboardInterrupt):
            raise
        return Finding("printer", _describe(e))
    if limited.reason == "timeout":
        return Finding("printer", "printing a value did not finish")
    if limited.outcome.error:
        return Finding("printer", limited.outcome.error)
    return None


def _describe(e: BaseException) -> str:
    tb = traceback.extract_tb(e.__traceback__)
    where = f" at {tb[-1].filename}:{tb[-1].lineno}" if tb else ""
    return f"{type(e).__name__}: {str(e)[:300]}{where}"
