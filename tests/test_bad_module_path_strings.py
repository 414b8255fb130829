"""A relative module path string Racket refuses (`module-path?` is #f for it): `(require
"2.47-frame/pair.rkt")` is `require: bad module-path string` before any file is looked
for, and inside `only-in` it is `?: invalid module-path form` (texts and answers from
Racket 8.7, asked while writing these tests; a public SICP repository has such a folder).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from folder_runs import minischeme_run  # noqa: E402

from minischeme.running.modules import module_path_string_ok  # noqa: E402

# (module-path? s) in Racket 8.7
RACKET_ANSWERS = {
    "a.b/c.rkt": False, "a/c.rkt": True, "../x/c.rkt": True, "a b.rkt": False,
    "a/b.c.rkt": True, "x.y.rkt": True, "a%20b.rkt": True, "A/B.rkt": True, "a//b.rkt": False,
    "/a.rkt": False, "a/": False, "": False, "a.b/../c.rkt": False, "./a.rkt": True,
    "a/./b.rkt": True, "c": True, "a%2": False, "a%2fb.rkt": True, "é.rkt": False,
    "a.b.c/d": False, "a+b/c_d-e.rkt": True, "2.47-frame/pair.rkt": False, "%41.rkt": False,
    "%2e.rkt": True, "a%2Fb": False, "..": True, ".": True, "a/..": True, "a..b.rkt": True,
    ".hidden.rkt": True, "a/.b": True, "a/b.": True, "-a.rkt": True, "..a/b.rkt": False,
    "a~b.rkt": False, "a%ff.rkt": True,
}


@pytest.mark.parametrize("text, ok", sorted(RACKET_ANSWERS.items()))
def test_module_path_strings_are_judged_as_racket_judges_them(text, ok):
    assert module_path_string_ok(text) is ok


PAIR = "#lang racket\n(provide x)\n(define x 1)\n"


def run(folder: Path, files: dict[str, str]) -> tuple[str, list[str], int]:
    """`minischeme run main.rkt` in ``folder``: stdout, stderr's lines, the exit code."""
    done = minischeme_run(folder, files, "main.rkt")
    return done.stdout, done.stderr.splitlines(), done.code


def test_a_folder_with_a_dot_is_a_bad_module_path_string_even_when_the_file_exists(tmp_path):
    main = '#lang racket\n(require racket/list\n "2.47-frame/pair.rkt")\nx\n'
    assert run(tmp_path, {"2.47-frame/pair.rkt": PAIR, "main.rkt": main}) == (
        "", ["main.rkt:3:1: require: bad module-path string", '  at: "2.47-frame/pair.rkt"',
             '  in: (require "2.47-frame/pair.rkt")', "  location...:", "   main.rkt:3:1"], 1)


def test_inside_only_in_it_is_an_invalid_module_path_form(tmp_path):
    main = '#lang racket\n(require (only-in "a.b/c.rkt" x))\n'
    assert run(tmp_path, {"main.rkt": main}) == (
        "", ['main.rkt:2:18: ?: invalid module-path form', '  in: "a.b/c.rkt"', "  location...:",
             "   main.rkt:2:18"], 1)


def test_a_file_path_may_name_any_folder(tmp_path):
    main = '#lang racket\n(require (file "2.47-frame/pair.rkt"))\nx\n'
    assert run(tmp_path, {"2.47-frame/pair.rkt": PAIR, "main.rkt": main}) == ("1\n", [], 0)
