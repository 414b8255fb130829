"""racket/runtime-path's `define-runtime-path` and `define-runtime-paths`: a path relative to
the folder of the module that defines it, whatever the current directory (Advent of Code
programs read their input beside themselves this way; three public ones stopped at
`require: unknown module: racket/runtime-path`). Answers are Racket 8.7's; the folder is
the test's own, so the expected text is built from it."""
from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import needs_racket, write_files  # noqa: E402

from minischeme.cli import main  # noqa: E402

LIB = """#lang racket/base
(require racket/runtime-path)
(provide data-file read-data)
(define-runtime-path data-file "data.txt")
(define (read-data) (call-with-input-file data-file read-line))
"""
MAIN = """#lang racket
(require racket/runtime-path "sub/lib.rkt")
(define-runtime-path here "input.txt")
here
(define-runtime-paths (a b) (values "x" (build-path "y" "z")))
(list a b)
(define-runtime-path abs "/etc/hosts")
abs
(read-data)
(path->string (file-name-from-path data-file))
(define-runtime-path bad 5)
"""
FILES = {"prog/main.rkt": MAIN, "prog/sub/lib.rkt": LIB, "prog/sub/data.txt": "beside the library\n"}


def expected(root: Path) -> tuple[str, int, str]:
    prog = root.resolve() / "prog"
    return (f"#<path:{prog}/input.txt>\n'(#<path:{prog}/x> #<path:{prog}/y/z>)\n"
            "#<path:/etc/hosts>\n\"beside the library\"\n\"data.txt\"\n",
            1, "runtime-path: unknown form: 5")


def run_from(root: Path, argv: list[str]) -> tuple[str, int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(root), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    lines = err.getvalue().splitlines()
    return out.getvalue(), code or 0, lines[0] if lines else ""


def test_paths_are_relative_to_the_defining_module_not_the_current_directory(tmp_path: Path) -> None:
    write_files(FILES, tmp_path)
    assert run_from(tmp_path, ["run", "prog/main.rkt"]) == expected(tmp_path)


@needs_racket
def test_the_answer_is_racket_s(tmp_path: Path) -> None:
    import subprocess
    write_files(FILES, tmp_path)
    done = subprocess.run(["racket", "prog/main.rkt"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    lines = done.stderr.splitlines()
    assert (done.stdout, done.returncode, lines[0] if lines else "") == expected(tmp_path)
