"""2htdp/batch-io, How to Design Programs' file procedures (primitives/htdp_batch_io.py),
as `racket FILE` runs a student's file that requires it: the readers (a file's text less its
last newline, its lines, its words split at spaces, per line, with numbers), write-file
(answering the name), the 'stdin and 'stdout devices (the current ports; a program's
standard input is empty here), and the teachpack's errors. Found by correctness sweep 13
(an HtDP exercise's `wc` clone). Recorded from Racket 8.7 (stdout, exit code, first stderr
line; {folder} is the program's folder); checked against it where racket is installed."""
from __future__ import annotations

import os

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

INPUT = "one two  three\n\nfour 5 six\r\nlast"

PROGRAMS = {
 "readers": "#lang htdp/isl+\n(require 2htdp/batch-io)\n(read-file \"in.txt\")\n(read-lines \"in.txt\")\n(read-words \"in.txt\")\n(read-words/line \"in.txt\")\n(read-words-and-numbers/line \"in.txt\")\n(length (read-1strings \"in.txt\"))\n",
 "write_then_read": "#lang htdp/bsl\n(require 2htdp/batch-io)\n(write-file \"out.txt\" \"hello\\nworld\\n\")\n(read-file \"out.txt\")\n(read-lines \"out.txt\")\n(write-file 'stdout \"to stdout\\n\")\n",
 "standard_input": "#lang htdp/bsl\n(require 2htdp/batch-io)\n(read-lines 'stdin)\n(read-file 'standard-in)\n",
 "missing_file": "#lang htdp/bsl\n(require 2htdp/batch-io)\n(read-file \"nope.txt\")\n",
 "not_a_name": "#lang htdp/bsl\n(require 2htdp/batch-io)\n(read-words 5)\n",
 "not_an_output": "#lang htdp/bsl\n(require 2htdp/batch-io)\n(write-file 'stdin \"x\")\n",
}

RECORDED = {
    'readers': ('"one two  three\\n\\nfour 5 six\\r\\nlast"\n(list "one two  three" "" "four 5 six" "last")\n(list "one" "two" "three" "four" "5" "six" "last")\n(list (list "one" "two" "three") \'() (list "four" "5" "six") (list "last"))\n(list (list "one" "two" "three") \'() (list "four" 5 "six") (list "last"))\n32\n', 0, ''),
    'write_then_read': ('"out.txt"\n"hello\\nworld"\n(cons "hello" (cons "world" \'()))\nto stdout\n\'stdout\n', 0, ''),
    'standard_input': ('\'()\n""\n', 0, ''),
    'missing_file': ('', 1, 'read-file: file "nope.txt" not found in "{folder}" [the program\'s folder]'),
    'not_a_name': ('', 1, "read-words: expects a string or one of: 'stdin, 'standard-in as first argument, given 5"),
    'not_an_output': ('', 1, "write-file: expects a string or one of: 'stdout, 'standard-out as first argument, given 'stdin"),

}


def expected(name: str, folder) -> tuple[str, int, str]:
    out, code, first = RECORDED[name]
    return out, code, first.replace("{folder}", os.path.join(os.path.realpath(folder), ""))


def files(name: str) -> dict[str, str]:
    return {"in.txt": INPUT, "main.rkt": PROGRAMS[name]}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_batch_io_program_runs_as_racket_ran_it(name, tmp_path):
    assert minischeme_run(files(name), tmp_path, "main.rkt") == expected(name, tmp_path)


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_recordings_are_what_racket_answers(name, tmp_path):
    assert racket_run(files(name), tmp_path, "main.rkt") == expected(name, tmp_path)


def test_under_the_graders_sandbox_no_file_outside_the_folder_is_looked_at(tmp_path):
    # minischeme grade's model (tests/test_grading_file_access.py): a submission reads its
    # own folder's files and sees nothing outside it, so a missing file there is refused
    # as an existing one is, not told apart by "not found"
    from minischeme.running.interpreter import Interpreter
    folder = tmp_path / "class" / "student"
    folder.mkdir(parents=True)
    (folder / "data.txt").write_text("hi\n")
    (tmp_path / "class" / "other.txt").write_text("another student's\n")
    interp = Interpreter(module_root=folder)
    interp.source_path = folder / "main.rkt"
    old = os.getcwd()
    os.chdir(folder)
    try:
        answers = [o.error or interp.format_value(o.value) for o in interp.eval_string(
            '(require 2htdp/batch-io) (read-file "data.txt") (read-file "../other.txt") '
            '(read-lines "../missing.txt")')]
    finally:
        os.chdir(old)
    assert answers == ["#<void>", '"hi"', "read-file: `read' access denied for ../other.txt",
                       "read-lines: `read' access denied for ../missing.txt"]
