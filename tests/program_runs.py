"""Running one whole program file the way a user does, for tests that compare what
minischeme prints with what Racket prints: `minischeme run NAME` and `racket NAME`, each
with the file's folder as the current directory (so positions print as NAME:line:col)."""
from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any, Callable

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


def _racket_has(package: str) -> bool:
    """Does the installed racket have the collection ``package`` (a user package, as
    `raco pkg install sicp` makes)?"""
    if shutil.which("racket") is None:
        return False
    done = subprocess.run(["racket", "-e", f"(collection-file-path \"main.rkt\" \"{package}\")"],
                          capture_output=True, timeout=120)
    return done.returncode == 0


def needs_racket_package(package: str) -> Any:
    """Skip unless racket is installed with the package ``package`` (`#lang sicp`'s tests
    check their recorded answers against Racket only where it has the sicp package)."""
    return pytest.mark.skipif(not _racket_has(package),
                              reason=f"racket with the {package} package is not installed")


def write_files(files: dict[str, str], folder: Path) -> None:
    """Write each NAME: text of ``files`` into ``folder`` (subfolders made as needed)."""
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)


def minischeme_run(files: dict[str, str], folder: Path, entry: str) -> tuple[str, int, str]:
    """`minischeme run ENTRY` in ``folder`` holding ``files``: (stdout, exit code, the first
    line of stderr), as the corpus compares them."""
    write_files(files, folder)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(folder), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["run", entry])
    lines = err.getvalue().splitlines()
    return out.getvalue(), code or 0, lines[0] if lines else ""


def racket_run(files: dict[str, str], folder: Path, entry: str) -> tuple[str, int, str]:
    """`racket ENTRY` in ``folder`` holding ``files``: as ``minischeme_run`` reports it."""
    write_files(files, folder)
    done = subprocess.run(["racket", entry], cwd=folder, capture_output=True, text=True,
                          timeout=120)
    lines = done.stderr.splitlines()
    return done.stdout, done.returncode, lines[0] if lines else ""


def case_tests(cases: dict[str, tuple[Any, tuple[str, int, str]]],
                   entry: str = "main.rkt") -> tuple[Callable, Callable]:
    """The two tests of a table ``cases`` of name -> (files, or the text of ``entry``; what
    running ``entry`` gives as ``minischeme_run`` reports it): minischeme gives it, and so
    does Racket (the answer was Racket's). A test file binds them at module level:
    ``test_minischeme, test_racket = case_tests(CASES)``."""
    def files_of(name: str) -> dict[str, str]:
        files = cases[name][0]
        return files if isinstance(files, dict) else {entry: files}

    @pytest.mark.parametrize("name", list(cases))
    def test_minischeme(name: str, tmp_path: Path) -> None:
        assert minischeme_run(files_of(name), tmp_path, entry) == cases[name][1]

    @needs_racket
    @pytest.mark.parametrize("name", list(cases))
    def test_racket(name: str, tmp_path: Path) -> None:
        assert racket_run(files_of(name), tmp_path, entry) == cases[name][1]

    return test_minischeme, test_racket


def minischeme_run_whole(files: dict[str, str], folder: Path, entry: str) -> tuple[str, int, str]:
    """`minischeme run ENTRY` in ``folder`` holding ``files``: (stdout, exit code, the whole
    of stderr), for programs whose every line of stderr is compared (rackunit's blocks)."""
    write_files(files, folder)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(folder), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["run", entry])
    return out.getvalue(), code or 0, err.getvalue()


def racket_run_whole(files: dict[str, str], folder: Path, entry: str) -> tuple[str, int, str]:
    """`racket ENTRY` in ``folder``, as ``minischeme_run_whole`` reports it, less the
    `context...:` lines of an uncaught error (minischeme prints no context)."""
    write_files(files, folder)
    done = subprocess.run(["racket", entry], cwd=folder, capture_output=True, text=True,
                          timeout=300)
    return done.stdout, done.returncode, re.sub(r"\n  context\.\.\.:(\n   .*)*", "", done.stderr)


def racket_run_without_locations(files: dict[str, str], folder: Path, entry: str
                                 ) -> tuple[str, int, str]:
    """``racket_run_whole`` less the `location...:` lines of a syntax error too (answers
    recorded before minischeme printed them; compared with ``minischeme_run_without_locations``)."""
    out, code, err = racket_run_whole(files, folder, entry)
    return out, code, re.sub(r"\n  location\.\.\.:(\n   .*)*", "", err)


def minischeme_run_without_locations(files: dict[str, str], folder: Path, entry: str
                                     ) -> tuple[str, int, str]:
    """``minischeme_run_whole`` less the `location...:` lines of a syntax error, for answers
    recorded as ``racket_run_without_locations`` gives them (the lines themselves are
    tests/test_syntax_error_location_lines.py's)."""
    out, code, err = minischeme_run_whole(files, folder, entry)
    return out, code, re.sub(r"\n  location\.\.\.:(\n   .*)*", "", err)


def racket_program(body: str) -> dict[str, str]:
    """The files of a one-module `#lang racket` program whose body is ``body``."""
    return {"main.rkt": "#lang racket\n" + body}


def prints_as_recorded(run: Any, body: str, expected: str, folder: Path) -> bool:
    """Does ``run`` (minischeme_run or racket_run) of the `#lang racket` program ``body``
    print ``expected`` and exit 0 with nothing on stderr?"""
    return run(racket_program(body), folder, "main.rkt") == (expected, 0, "")


def recorded_program_tests(cases: dict[str, tuple[str, str]]) -> tuple[Any, Any]:
    """The two tests of a file of recorded programs (``cases``: name -> (the program after
    `#lang racket`, what Racket 8.7 prints)): minischeme prints each recording, and each
    recording is what Racket prints (where racket is installed). A test file binds them:
    ``test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s =
    recorded_program_tests(CASES)``."""
    @pytest.mark.parametrize("name", cases)
    def test_minischeme_prints_what_racket_prints(name: str, tmp_path: Path) -> None:
        assert prints_as_recorded(minischeme_run, *cases[name], tmp_path)

    @needs_racket
    @pytest.mark.parametrize("name", cases)
    def test_the_recordings_are_racket_s(name: str, tmp_path: Path) -> None:
        assert prints_as_recorded(racket_run, *cases[name], tmp_path)

    return test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s
