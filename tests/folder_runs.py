"""Running a program in a folder of files, for the tests that compare what minischeme does
with files (and the reader with odd file texts) with what Racket 8.7 does.

The folder is made fresh for each run from ``files`` (name -> text or bytes), and the
program runs as `minischeme run NAME` / `racket NAME` with the folder as the current
directory. What is compared: standard output, standard error's first ``stderr_lines``
lines (Racket adds a `context...:` trace after them) and the exit code, with the folder's
path written as FOLDER (Racket's messages show complete paths) and, after the run, the
files the program left in the folder (name -> bytes)."""
from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from minischeme.cli import main

needs_racket = pytest.mark.skipif(shutil.which("racket") is None,
                                  reason="racket (the oracle) is not installed")


@dataclass
class Run:
    stdout: str
    stderr: str
    code: int
    files: dict[str, bytes]


def _make(folder: Path, files: dict[str, str | bytes]) -> None:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name, content in files.items():
        path = folder / name
        if name.endswith("/"):
            path.mkdir(parents=True, exist_ok=True)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))


def _left(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)) + ("/" if p.is_dir() else ""):
            (b"" if p.is_dir() else p.read_bytes())
            for p in sorted(folder.rglob("*"))}


def _shown(text: str, folder: Path, stderr_lines: int | None) -> str:
    text = text.replace(str(folder.resolve()), "FOLDER").replace(str(folder), "FOLDER")
    if stderr_lines is not None:
        text = "".join(text.splitlines(keepends=True)[:stderr_lines])
    return text


def minischeme_run(folder: Path, files: dict[str, str | bytes], name: str = "program.rkt",
                   stderr_lines: int | None = None) -> Run:
    """`minischeme run NAME` in a fresh ``folder`` holding ``files``."""
    _make(folder, files)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(folder), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        try:
            code = main(["run", name]) or 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
    return Run(_shown(out.getvalue(), folder, None), _shown(err.getvalue(), folder, stderr_lines),
               code, _left(folder))


def racket_run(folder: Path, files: dict[str, str | bytes], name: str = "program.rkt",
               stderr_lines: int | None = None) -> Run:
    """`racket NAME` in a fresh ``folder`` holding ``files``."""
    _make(folder, files)
    done = subprocess.run(["racket", name], cwd=folder, capture_output=True, timeout=120)
    return Run(_shown(done.stdout.decode("utf-8", "replace"), folder, None),
               _shown(done.stderr.decode("utf-8", "replace"), folder, stderr_lines),
               done.returncode, _left(folder))


# ------------------------------------------------------------------ recorded answers
# A program of tests/file_programs/NAME.rkt, run in a folder of the files its test module
# names (FILES), has Racket's answer recorded in tests/recorded/file_programs/NAME.json,
# so its test compares without racket. Re-record (where racket 8.7 is installed), from
# the repository root, and commit the JSON:
#     python tests/folder_runs.py test_file_ports test_file_system test_paths

import json  # noqa: E402
import sys  # noqa: E402

TESTS = Path(__file__).resolve().parent
PROGRAMS_DIR = TESTS / "file_programs"
RECORDED_DIR = TESTS / "recorded" / "file_programs"
STDERR_LINES = 3


def program_files(name: str, files: dict[str, str | bytes]) -> dict[str, str | bytes]:
    """The folder of program NAME: its .rkt as program.rkt, with ``files`` beside it."""
    return {"program.rkt": (PROGRAMS_DIR / f"{name}.rkt").read_text(encoding="utf-8"), **files}


def as_recorded(run: Run) -> dict:
    """A run as its recording holds it (the files' bytes shown as text)."""
    return {"stdout": run.stdout, "stderr": run.stderr, "exit_code": run.code,
            "files": {k: v.decode("utf-8", "backslashreplace") for k, v in run.files.items()
                      if k != "program.rkt"}}


def recorded(name: str) -> dict:
    return json.loads((RECORDED_DIR / f"{name}.json").read_text(encoding="utf-8"))


def record(module_name: str) -> None:
    """Run the program of test module ``module_name`` (its PROGRAM and FILES) in racket and
    write its recording."""
    import importlib
    import tempfile
    module = importlib.import_module(module_name)
    with tempfile.TemporaryDirectory() as tmp:
        run = racket_run(Path(tmp) / "run", program_files(module.PROGRAM, module.FILES),
                         stderr_lines=STDERR_LINES)
    RECORDED_DIR.mkdir(parents=True, exist_ok=True)
    text = json.dumps(as_recorded(run), indent=1, ensure_ascii=False) + "\n"
    (RECORDED_DIR / f"{module.PROGRAM}.json").write_text(text, encoding="utf-8")
    print(f"recorded {module.PROGRAM}: exit code {run.code}")


if __name__ == "__main__":
    sys.path.insert(0, str(TESTS))
    for arg in sys.argv[1:]:
        record(arg)
