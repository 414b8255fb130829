"""`require` of a library under other names: `rename-in` and `only-in` with ``[old new]``
pairs, and `prefix-in`, bind the procedures under the new names, as in Racket (before,
the library was imported whole and the new names were unbound identifiers)."""
from __future__ import annotations

import contextlib
import io
import shutil
import subprocess

import pytest

from minischeme.cli import main

PROGRAM = """#lang racket
(require (only-in racket/base [in-list il] [car kar]))
(kar (list 1 2))
(for/list ([x (il (list 1 2))]) x)
(require (rename-in racket/list [first fst]))
(fst (list 3))
(require (prefix-in l: racket/list))
(l:last (list 1 2 3))
(require (prefix-in s: racket/string))
(s:string-join (list "a" "b") "-")
(define (first x) 'mine)
(first '(1))
(fst '(1))
(map kar '((1) (2)))
"""
# what racket 8.7 prints for PROGRAM (test_racket_prints_the_same checks it again)
EXPECTED = "1\n'(1 2)\n3\n3\n\"a-b\"\n'mine\n1\n'(1 2)\n"


def run(text: str, tmp_path) -> str:
    """What `minischeme run` prints for the module ``text``."""
    path = tmp_path / "renames.rkt"
    path.write_text(text)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["run", str(path)]) == 0
    return out.getvalue()


def test_renamed_prefixed_and_only_in_pairs_name_the_library_procedures(tmp_path):
    assert run(PROGRAM, tmp_path) == EXPECTED


def test_a_definition_of_the_old_name_leaves_the_renamed_binding_alone(tmp_path):
    assert run("#lang racket/base\n(require (rename-in racket/list [first fst]))\n"
               "(define (first x) 0)\n(fst (list 7 8))\n", tmp_path) == "7\n"


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
def test_racket_prints_the_same(tmp_path):
    path = tmp_path / "renames.rkt"
    path.write_text(PROGRAM)
    done = subprocess.run(["racket", str(path)], capture_output=True, text=True, timeout=120)
    assert done.stdout == EXPECTED, done.stderr
