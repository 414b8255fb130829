"""A file with Windows line ends (CRLF) reads as Racket reads it: a string literal or a
here-string that spans lines keeps its "\\r\\n", a backslash before a CRLF leaves both
out, and code, comments, characters and positions are as in an LF file (Python's text
mode would have turned every CRLF into LF before the reader saw it).

Each program's output and exit code are Racket 8.7's, recorded here (and checked against
`racket` again where it is installed)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from folder_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

from minischeme.values.files import read_scheme_text  # noqa: E402

PROGRAMS = {
    "string_spanning_lines": '#lang racket\r\n(define s "x\r\ny")\r\n(write s)\r\n(newline)\r\n'
                             "(displayln (string-length s))\r\n",
    "here_string": "#lang racket\r\n(define h #<<EOS\r\nab\r\ncd\r\nEOS\r\n)\r\n(write h)\r\n(newline)\r\n",
    "backslash_before_crlf": '#lang racket\r\n(write "a\\\r\nb")\r\n(newline)\r\n',
    "code_and_comments": ("#lang racket\r\n; a comment\r\n(define x 5) ; another\r\n"
                          "(displayln (list x #\\a 'sym \"s\"))\r\n#| block\r\n|#\r\n"
                          "(displayln (string->list \"ok\"))\r\n"),
    "read_error_position": "#lang racket\r\n(displayln 1)\r\n(define (f x)\r\n  (+ x 1)\r\n",
    "scheme_lang": "#lang scheme\r\n(display \"p\r\nq\")\r\n(newline)\r\n",
    "read_from_a_port": ('#lang racket\r\n(write (read (open-input-string "\\"a\\r\\nb\\"")))\r\n'
                         "(newline)\r\n"),
}

# racket NAME on each, racket 8.7: (stdout, first line of stderr, exit code)
RACKET = {
    "string_spanning_lines": ('"x\\r\\ny"\n4\n', "", 0),
    "here_string": ('"ab\\r\\ncd\\r"\n', "", 0),
    "backslash_before_crlf": ('"ab"\n', "", 0),
    "code_and_comments": ("(5 a sym s)\n(o k)\n", "", 0),
    "read_error_position": ("", "program.rkt:3:0: read-syntax: expected a `)` to close `(`\n", 1),
    "scheme_lang": ("p\r\nq\n", "", 0),
    "read_from_a_port": ('"a\\r\\nb"\n', "", 0),
}


def answer(run) -> tuple[str, str, int]:
    return run.stdout, run.stderr, run.code


@pytest.mark.parametrize("name", PROGRAMS)
def test_a_crlf_file_reads_as_in_racket(name: str, tmp_path: Path) -> None:
    run = minischeme_run(tmp_path / name, {"program.rkt": PROGRAMS[name].encode()},
                         stderr_lines=1)
    assert answer(run) == RACKET[name]


@needs_racket
@pytest.mark.parametrize("name", PROGRAMS)
def test_recorded_answer_is_racket_s(name: str, tmp_path: Path) -> None:
    run = racket_run(tmp_path / name, {"program.rkt": PROGRAMS[name].encode()}, stderr_lines=1)
    assert answer(run) == RACKET[name]


def test_a_required_crlf_file_keeps_its_line_ends_too(tmp_path: Path) -> None:
    files = {"program.rkt": '#lang racket\n(require "lib.rkt")\n(write s)\n',
             "lib.rkt": b'#lang racket\r\n(provide s)\r\n(define s "1\r\n2")\r\n'}
    assert minischeme_run(tmp_path / "req", files).stdout == '"1\\r\\n2"'


def test_the_command_line_s_files_are_read_without_line_end_translation(tmp_path: Path) -> None:
    path = tmp_path / "t.rkt"
    path.write_bytes(b'"a\r\nb"\r\n')
    assert read_scheme_text(path) == '"a\r\nb"\r\n'
