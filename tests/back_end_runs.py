"""A module run under one back end, counting its steps: the tests of fast paths compare the
Python-source back end (codegen.ENABLED) with the closure back end, which must print the
same and count the same steps (the limits that stop a looping submission count them)."""
from __future__ import annotations

import contextlib
import io

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.values.runtime import BUDGET


def run_counting_steps(src: str, generate: bool) -> tuple[str, str | None, int]:
    """What the `#lang racket` module ``src`` prints (each top-level value on its line),
    its error, and the steps it took, with generated Python on or off."""
    saved = codegen.ENABLED
    codegen.ENABLED = generate
    try:
        interp = Interpreter()
        BUDGET.steps, BUDGET.max_steps = 0, 10**9       # counted under a limit
        with capture_output() as port:
            outcome = interp.load_text("#lang racket\n" + src, "stdin",
                                       lambda v: port.write(interp.format_value(v) + "\n"))
        steps = BUDGET.steps
        return port.getvalue(), None if outcome.error is None else str(outcome.error), steps
    finally:
        BUDGET.max_steps = None
        codegen.ENABLED = saved


def run_module(source: str) -> str:
    """Run ``source`` as a `#lang racket` module (the file t.rkt): what it prints (each
    top-level value on its line), then `ERROR: ` and its error, if any."""
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket\n" + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    return port.getvalue() + ("ERROR: " + outcome.error if outcome.error is not None else "")


def assert_prints_in_both_back_ends(src: str, expected: str) -> None:
    """The module ``src`` prints ``expected`` (what Racket printed) with no error, and the
    closure back end prints the same and counts the same steps."""
    fast = run_counting_steps(src, True)
    assert fast[:2] == (expected, None)
    assert fast == run_counting_steps(src, False)


def generated_source(text: str) -> str:
    """The Python source the generator writes for a program's procedures."""
    saved = codegen.SHOW
    codegen.SHOW = True
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), capture_output():
            outcome = Interpreter().load_text(text, "gen.rkt", lambda v: None)
    finally:
        codegen.SHOW = saved
    assert outcome.error is None, outcome.error
    return err.getvalue()


def generated_function(code: str, name: str) -> str:
    """The text of the generated Python function for the Racket procedure ``name`` in
    ``code`` (what ``generated_source`` returned), up to the next procedure's."""
    start = code.index(f"_{name}(")
    start = code.rindex("def ", 0, start)
    end = code.find("\ndef _make", start)
    return code[start:end if end >= 0 else len(code)]
