"""Bytes on file ports as in Racket: `read-byte`, `peek-byte` (with a skip), `read-bytes`,
`read-bytes!`, `peek-bytes`, `byte-ready?` on ports from `call-with-input-file`,
`with-input-from-file` and `open-input-file` read the file's bytes themselves (a byte
that is not UTF-8 too, which reads as #\\uFFFD as a character), a character read after a
byte read that stopped inside a character reads the rest of its bytes as #\\uFFFD each;
`write-byte` and `write-bytes` to a file port and to standard output write the bytes.

The program (tests/file_programs/file_port_bytes.rkt) prints each; its output, standard
error, exit code and the files it leaves are Racket 8.7's, recorded in
tests/recorded/file_programs/file_port_bytes.json (re-record with
`python tests/folder_runs.py test_file_port_bytes`)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from folder_runs import (STDERR_LINES, as_recorded, minischeme_run, needs_racket,  # noqa: E402
                         program_files, racket_run, recorded)

PROGRAM = "file_port_bytes"
FILES: dict[str, str | bytes] = {
    "mixed.txt": b"ab\xff\xce\xbb\ncd\n\xe2\x82!",
    "lines.txt": "Monkey 0:\n  Starting items: 79, 98\n\nMonkey 1:\n",
}


@pytest.mark.parametrize("codegen", ["1", "0"], ids=["python-source", "closures"])
def test_the_program_runs_as_in_racket(tmp_path: Path, codegen: str,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MINISCHEME_CODEGEN", codegen)
    run = minischeme_run(tmp_path / "run", program_files(PROGRAM, FILES),
                         stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


@needs_racket
def test_the_recording_is_racket_s_answer(tmp_path: Path) -> None:
    run = racket_run(tmp_path / "run", program_files(PROGRAM, FILES), stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


def test_the_bytes_written_are_in_the_file() -> None:
    files = recorded(PROGRAM)["files"]
    assert files["written.txt"] == "x\\xff\u03bb\u00e9\ncd"
