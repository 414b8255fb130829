"""File ports as in Racket: `open-input-file` and what reads from it (`read-line`,
`read-char`, `peek-char`, `read`, `port->lines`, `port->string`, `in-lines`),
`call-with-input-file`, `with-input-from-file`, `file->string`/`lines`/`list`/`value`/
`bytes`; `open-output-file`, `with-output-to-file`, `call-with-output-file` with each
`#:exists`, `display-to-file`/`write-to-file`/`display-lines-to-file`; closing ports; and
every error as Racket 8.7 words it (tests/file_programs/file_ports.rkt prints each).

The program's output, its first lines of standard error, its exit code and the files it
leaves are Racket's, recorded in tests/recorded/file_programs/file_ports.json (and checked
against `racket` again where it is installed). The commands other than `run` (`eval`,
`test`, the kernels) open files the same way, relative to the current directory."""
from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from folder_runs import (STDERR_LINES, as_recorded, minischeme_run, needs_racket,  # noqa: E402
                         program_files, racket_run, recorded)

from minischeme.cli import main  # noqa: E402

PROGRAM = "file_ports"
FILES: dict[str, str | bytes] = {
    "data.txt": "line1\nline2\r\nline3",
    "values.txt": '(1 "two" three) 4.5 #t\n',
    "utf8.txt": b"caf\xc3\xa9 \xff!\n",      # a byte that is not UTF-8 reads as U+FFFD
    "sub/": "",
    "bad.txt": "(1 2\n)) x",
}


def test_the_program_runs_as_in_racket(tmp_path: Path) -> None:
    run = minischeme_run(tmp_path / "run", program_files(PROGRAM, FILES),
                         stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


@needs_racket
def test_the_recording_is_racket_s_answer(tmp_path: Path) -> None:
    run = racket_run(tmp_path / "run", program_files(PROGRAM, FILES), stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


def test_the_files_written_are_as_racket_wrote_them() -> None:
    files = recorded(PROGRAM)["files"]
    assert files["out3.txt"] == "a line\r\nsym"          # no line-end translation
    assert files["out5.txt"] == "a\nb\n3\nc, d, "


def _eval(folder: Path, exprs: str) -> list[dict]:
    (folder / "m.rkt").write_text("#lang racket\n")
    (folder / "e.txt").write_text(exprs)
    out = io.StringIO()
    with contextlib.chdir(folder), contextlib.redirect_stdout(out):
        main(["eval", "m.rkt", "e.txt", "--json"])
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_eval_reads_and_writes_files_relative_to_the_current_directory(tmp_path: Path) -> None:
    (tmp_path / "in.txt").write_text("a\nb\n")
    answers = _eval(tmp_path, '(file->lines "in.txt")\n(display-to-file 42 "out.txt")\n'
                              '(file->string "out.txt")\n')
    assert [a.get("value") for a in answers[1:]] == ['("a" "b")', "", '"42"']
    assert (tmp_path / "out.txt").read_text() == "42"


def test_test_command_runs_a_file_that_reads_its_data(tmp_path: Path) -> None:
    (tmp_path / "input.txt").write_text("3\n4\n")
    (tmp_path / "sum.rkt").write_text(
        '#lang racket\n(require rackunit)\n'
        '(define (total) (apply + (map string->number (file->lines "input.txt"))))\n'
        '(check-equal? (total) 7)\n')
    err = io.StringIO()
    with contextlib.chdir(tmp_path), contextlib.redirect_stderr(err), \
            contextlib.redirect_stdout(io.StringIO()):
        code = main(["test", "sum.rkt"])
    assert code == 0, err.getvalue()


def test_a_kernel_reads_files(tmp_path: Path) -> None:
    from minischeme.kernel.kernel import notebook_interpreter
    (tmp_path / "k.txt").write_text("kernel")
    with contextlib.chdir(tmp_path):
        interp = notebook_interpreter(None)
        [outcome] = interp.eval_string('(file->string "k.txt")')
    assert outcome.error is None and outcome.value.value() == "kernel"


def test_a_port_left_open_is_written_when_the_program_ends(tmp_path: Path) -> None:
    program = '#lang racket\n(define o (open-output-file "z.txt"))\n(display "hi" o)\n'
    run = minischeme_run(tmp_path / "open", {"program.rkt": program})
    assert run.files["z.txt"] == b"hi"        # racket 8.7 flushes it at exit too


def test_closing_standard_input_does_not_close_it_for_the_next_program() -> None:
    from minischeme.running.interpreter import Interpreter
    Interpreter().eval_string("(close-input-port (current-input-port))")
    [outcome] = Interpreter().eval_string("(read-line)")
    assert outcome.error is None and str(outcome.value) == "#<eof>"


def test_a_transcript_under_the_test_command_reads_files(tmp_path: Path) -> None:
    (tmp_path / "words.txt").write_text("one\ntwo\n")
    (tmp_path / "t.transcript").write_text(
        ';; language: racket\n\n> (file->lines "words.txt")\n\'("one" "two")\n\n'
        '> (length (file->lines "words.txt"))\n2\n')
    err = io.StringIO()
    with contextlib.chdir(tmp_path), contextlib.redirect_stderr(err), \
            contextlib.redirect_stdout(io.StringIO()):
        code = main(["test", "t.transcript"])
    assert code == 0, err.getvalue()
