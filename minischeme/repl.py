"""A plain read-eval-print loop: `> ` prompts, results as Racket prints them, errors on stderr.

This is the minimal REPL (input is read until each datum is complete); line editing,
history and meta-commands are later work.
"""
from __future__ import annotations

import sys
from typing import Any

from .data import VOID, MultipleValues
from .interpreter import Interpreter
from .ports import current_error, current_output
from .reader import ReadError, read_source


def run_repl(file: str | None = None, lang: str = "racket", assignment: str | None = None) -> int:
    """Run the REPL on stdin until end of file or (exit)."""
    interp = Interpreter(lang=lang, assignment=assignment)
    out, err = current_output(), current_error()
    out.write("Welcome to minischeme (Racket-compatible).\n")
    if file:
        outcome = interp.load_file(file, on_value=lambda v: out.write(interp.format_value(v) + "\n"))
        if outcome.error:
            err.write(outcome.error + "\n")
    buffer = ""
    while True:
        if not buffer.strip():
            out.write("> ")
            out.flush()
        line = sys.stdin.readline()
        if not line:
            out.write("\n")
            return 0
        buffer += line
        try:
            data = read_source(buffer).data
        except ReadError as e:
            if "expected a" in e.message and "to close" in e.message:
                continue  # the datum is not complete yet: read another line
            err.write(e.located("stdin") + "\n")
            buffer = ""
            continue
        buffer = ""
        for datum, loc in data:
            outcome = interp.eval_datum(datum, loc, "stdin")
            if outcome.exit_code is not None:
                return outcome.exit_code
            if outcome.error is not None:
                err.write(outcome.error + "\n")
                continue
            _show(interp, outcome.value, out)


def _show(interp: Interpreter, value: Any, out: Any) -> None:
    values = value.values if type(value) is MultipleValues else [value]
    for v in values:
        if v is not VOID:
            out.write(interp.format_value(v) + "\n")
