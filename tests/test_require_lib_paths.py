"""`(require (lib ...))` names a collection's module as Racket resolves it: `(lib
"racket/list.rkt")` is racket/list, and a lone name with no `/` is in mzlib, as PLT
Scheme's `(lib "trace.ss")` is mzlib/trace (before, minischeme looked for a module named
`trace.ss`, and a DrScheme-era student file that began so did not load)."""
from __future__ import annotations

import contextlib
import io
import shutil
import subprocess

import pytest

from minischeme.cli import main
from minischeme.reading.reader import read_all
from minischeme.running.modules import lib_module_path

PROGRAM = """#lang racket/base
(require (lib "trace.ss"))
(require (lib "racket/list.rkt"))
(define (f x) (if (= x 0) 0 (f (- x 1))))
(trace f)
(f 2)
(first '(1 2))
"""
# what racket 8.7 prints for PROGRAM (test_racket_prints_the_same checks it again)
EXPECTED = ">(f 2)\n>(f 1)\n>(f 0)\n<0\n0\n1\n"


def run(text: str, tmp_path) -> str:
    path = tmp_path / "lib.rkt"
    path.write_text(text)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["run", str(path)]) == 0
    return out.getvalue()


def test_lib_paths_resolve_as_racket_resolves_them():
    def path(text: str) -> str | None:
        return lib_module_path(read_all(text)[0])
    assert path('(lib "trace.ss")') == "mzlib/trace"
    assert path('(lib "racket/list.rkt")') == "racket/list"
    assert path('(lib "racket/list")') == "racket/list"
    assert path('(lib "list.ss" "srfi" "1")') == "srfi/1/list"
    assert path("(lib trace)") is None


def test_plt_schemes_lib_trace_is_racket_trace(tmp_path):
    assert run(PROGRAM, tmp_path) == EXPECTED


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
def test_racket_prints_the_same(tmp_path):
    path = tmp_path / "lib.rkt"
    path.write_text(PROGRAM)
    done = subprocess.run(["racket", str(path)], capture_output=True, text=True, timeout=120)
    assert done.stdout == EXPECTED, done.stderr
