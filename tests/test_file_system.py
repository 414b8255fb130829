"""The file system as in Racket: `file-exists?`, `directory-exists?`, `directory-list`,
`file-size`, `make-directory` (and racket/file's `make-directory*`), `copy-file`,
`rename-file-or-directory`, `delete-file`, `delete-directory` (and
`delete-directory/files`), and `current-directory`: a parameter, relative paths resolve
against it (`parameterize` it, or set it), as `racket` does; every error in Racket 8.7's
words (tests/file_programs/file_system.rkt prints each).

The program's output, first lines of standard error, exit code and the files it leaves
are Racket's, recorded in tests/recorded/file_programs/file_system.json (and checked
against `racket` again where it is installed)."""
from __future__ import annotations

import contextlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from folder_runs import (STDERR_LINES, as_recorded, minischeme_run, needs_racket,  # noqa: E402
                         program_files, racket_run, recorded)

from minischeme.running.interpreter import Interpreter  # noqa: E402
from minischeme.running.modules import ANY_FOLDER  # noqa: E402

PROGRAM = "file_system"
FILES: dict[str, str | bytes] = {
    "a.txt": "alpha\n",
    "dir/inner.txt": "inner\n",
    "dir/inner/": "",
}


def test_the_program_runs_as_in_racket(tmp_path: Path) -> None:
    run = minischeme_run(tmp_path / "run", program_files(PROGRAM, FILES),
                         stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


@needs_racket
def test_the_recording_is_racket_s_answer(tmp_path: Path) -> None:
    run = racket_run(tmp_path / "run", program_files(PROGRAM, FILES), stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


def test_the_program_changed_the_folder_as_racket_did() -> None:
    files = recorded(PROGRAM)["files"]
    assert "dir/made-here.txt" in files and "deep/" not in files and "made/" not in files


def test_a_repl_s_current_directory_lasts_from_one_evaluation_to_the_next(tmp_path: Path) -> None:
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "x.txt").write_text("in d")
    with contextlib.chdir(tmp_path):
        interp = Interpreter(module_root=ANY_FOLDER)
        interp.eval_string('(current-directory "d")')
        [outcome] = interp.eval_string('(file->string "x.txt")')
    assert outcome.value.value() == "in d"


def test_the_process_s_own_directory_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / "d").mkdir()
    with contextlib.chdir(tmp_path):
        Interpreter(module_root=ANY_FOLDER).eval_string('(current-directory "d")')
        assert Path.cwd() == tmp_path
