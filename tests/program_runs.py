"""Running one whole program file the way a user does, for tests that compare what
minischeme prints with what Racket prints: `minischeme run NAME` and `racket NAME`, each
with the file's folder as the current directory (so positions print as NAME:line:col)."""
from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
from pathlib import Path

import pytest

from minischeme.cli import main

needs_racket = pytest.mark.skipif(shutil.which("racket") is None,
                                  reason="racket (the oracle) is not installed")


def minischeme_prints(program: str, folder: Path, name: str = "program.rkt") -> str:
    """The standard output of `minischeme run NAME` for ``program`` written to folder/NAME."""
    (folder / name).write_text(program)
    out = io.StringIO()
    with contextlib.chdir(folder), contextlib.redirect_stdout(out):
        main(["run", name])
    return out.getvalue()


def racket_prints(program: str, folder: Path, name: str = "program.rkt") -> str:
    """The standard output of `racket NAME` for ``program`` written to folder/NAME."""
    (folder / name).write_text(program)
    done = subprocess.run(["racket", name], cwd=folder, capture_output=True, text=True,
                          timeout=120)
    return done.stdout
