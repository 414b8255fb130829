"""The program's own file in error messages is named as Racket names it: relative to the
current directory when the file is inside it, however the command line spelled it
(`racket /tmp/a.rkt` run in /tmp says `a.rkt:3:13`), and in full, `..` resolved, when
it is elsewhere (Racket 8.7's answers, asked while writing these tests)."""
from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
from pathlib import Path

import pytest

from minischeme.cli import main

PROGRAM = "#lang racket\n(define (f) (g))\n"


def first_error_line(cwd: Path, path: str) -> str:
    err = io.StringIO()
    with contextlib.chdir(cwd), contextlib.redirect_stderr(err), \
            contextlib.redirect_stdout(io.StringIO()):
        try:
            main(["run", path])
        except SystemExit:
            pass
    return err.getvalue().splitlines()[0]


def cases(tmp_path: Path) -> list[tuple[Path, str, str]]:
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.rkt").write_text(PROGRAM)
    return [
        (tmp_path, str(tmp_path / "a.rkt"), "a.rkt:2:13: g: unbound identifier"),
        (tmp_path, "./sub/../a.rkt", "a.rkt:2:13: g: unbound identifier"),
        (tmp_path / "sub", "../a.rkt", f"{tmp_path / 'a.rkt'}:2:13: g: unbound identifier"),
        (tmp_path.parent, str(tmp_path / "a.rkt"),
         f"{tmp_path.name}/a.rkt:2:13: g: unbound identifier"),
    ]


def test_the_file_is_named_relative_to_the_current_directory_when_inside_it(tmp_path):
    for cwd, path, expected in cases(tmp_path):
        assert first_error_line(cwd, path) == expected


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
def test_racket_names_it_so(tmp_path):
    for cwd, path, expected in cases(tmp_path):
        done = subprocess.run(["racket", path], cwd=cwd, capture_output=True, text=True, timeout=60)
        assert done.stderr.splitlines()[0] == expected
