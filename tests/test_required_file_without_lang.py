"""A required file without a `#lang` line: Racket's load handler wants one `(module name
lang body ...)` form there. Such a file runs as a `#lang lang` module; any other file is
Racket's error, exit code 1 (texts from Racket 8.7, `racket main.rkt`, asked while writing
these tests).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.running.modules import ANY_FOLDER
from minischeme.values.ports import capture_output


def run(folder: Path, helper: str, main: str) -> tuple[str, str | None]:
    (folder / "helper.rkt").write_text(helper)
    (folder / "main.rkt").write_text('#lang racket\n(require "helper.rkt")\n' + main)
    interp = Interpreter(module_root=ANY_FOLDER)
    interp.main_module = True
    old = os.getcwd()
    os.chdir(folder)
    try:
        with capture_output() as out:
            outcome = interp.load_file("main.rkt", on_value=lambda v: out.write(
                interp.format_value(v) + "\n"))
    finally:
        os.chdir(old)
    return out.getvalue(), outcome.error


def test_a_file_that_is_one_module_form_is_required_as_that_module(tmp_path):
    helper = '(module helper racket/base\n  (provide y)\n  (displayln "helper runs")\n  (define y 5))\n'
    assert run(tmp_path, helper, "y\n") == ("helper runs\n5\n", None)


@pytest.mark.parametrize("helper, error", [
    ("(define (helper x) (* x 2))\n(provide helper)\n",
     "default-load-handler: expected a `module' declaration, but found something else\n"
     "  file: {d}/helper.rkt"),
    ("; only a comment\n",
     "default-load-handler: expected a `module' declaration;\n found end-of-file\n"
     "  in: #<path:{d}/helper.rkt>"),
    ('(module h racket/base (define y 5)) (define q 1)\n',
     "default-load-handler: expected a `module' declaration;\n found an extra form\n"
     "  in: #<path:{d}/helper.rkt>\n  found: #<syntax:helper.rkt:1:36 (define q 1)>"),
])
def test_any_other_file_without_lang_is_rackets_load_error(tmp_path, helper, error):
    assert run(tmp_path, helper, "") == ("", error.replace("{d}", str(tmp_path)))
