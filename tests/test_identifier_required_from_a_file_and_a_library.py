"""A module may not require one name from a file that defines it and from a library
(Racket 8.7's "module: identifier already required", recorded from `racket` on each file
below); the module's language may be shadowed by a file's name, a REPL may require both,
and a file that provides a library's own name again is no conflict."""
from __future__ import annotations

import pytest

from minischeme.running.interpreter import Interpreter
from tests.test_modules import run, write

LIB = "#lang racket\n(provide first)\n(define (first x) 'mine)\n"
RELIB = "#lang racket\n(require racket/list)\n(provide first)\n"

CONFLICTS = {
    # main file's text -> Racket's error
    '#lang racket/base\n(require racket/list "lib.rkt")\n(first (list 1 2))\n':
        'main.rkt:2:21: module: identifier already required\n  at: first\n  in: "lib.rkt"\n'
        '  also provided by: racket/list',
    '#lang racket/base\n(require "lib.rkt" racket/list)\n(first (list 1 2))\n':
        'main.rkt:2:19: module: identifier already required\n  at: first\n  in: racket/list\n'
        '  also provided by: "lib.rkt"',
    '#lang racket\n(require racket/list)\n(require "lib.rkt")\n(first (list 1 2))\n':
        'main.rkt:3:9: module: identifier already required\n  at: first\n  in: "lib.rkt"\n'
        '  also provided by: racket/list',
    '#lang racket/base\n(require (only-in racket/list first))\n(require (only-in "lib.rkt" first))\n':
        'main.rkt:3:18: module: identifier already required\n  at: first\n  in: "lib.rkt"',
    '#lang racket/base\n(require "lib.rkt")\n(require (only-in racket/list first))\n':
        'main.rkt:3:18: module: identifier already required\n  at: first\n  in: racket/list\n'
        '  also provided by: "lib.rkt"',
    '#lang racket/base\n(require (prefix-in l: racket/list) (prefix-in l: "lib.rkt"))\n':
        'main.rkt:2:50: module: identifier already required\n  at: l:first\n  in: "lib.rkt"\n'
        '  also provided by: racket/list',
}


@pytest.mark.parametrize("text", list(CONFLICTS))
def test_a_files_name_and_a_librarys_name_required_together_is_rackets_error(tmp_path, text):
    write(tmp_path, {"lib.rkt": LIB, "main.rkt": text})
    assert run(tmp_path / "main.rkt") == ("", CONFLICTS[text])


@pytest.mark.parametrize("text, printed", [
    ('#lang racket\n(require "lib.rkt")\n(first (list 1 2))\n', "'mine\n"),     # the language's
    ('#lang racket/base\n(require "lib.rkt")\n(define (first x) 1)\n(first (list 1 2))\n', "1\n"),
    ('#lang racket/base\n(require racket/list)\n(require racket/list)\n(first (list 1 2))\n', "1\n"),
    ('#lang racket/base\n(require racket/list "relib.rkt")\n(first (list 1 2))\n', "1\n"),
    ('#lang racket/base\n(require "relib.rkt" racket/list)\n(first (list 1 2))\n', "1\n"),
    ('#lang racket\n(require (only-in racket/list first) (only-in "lib.rkt" [first f]))\n'
     '(f (list 1 2))\n', "'mine\n"),
])
def test_no_conflict_where_racket_has_none(tmp_path, text, printed):
    write(tmp_path, {"lib.rkt": LIB, "relib.rkt": RELIB, "main.rkt": text})
    assert run(tmp_path / "main.rkt") == (printed, None)


def test_the_repl_may_require_a_librarys_name_and_a_files(tmp_path):
    write(tmp_path, {"lib.rkt": LIB})
    interp = Interpreter(module_root=tmp_path)
    import os
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        outcomes = interp.eval_string('(require racket/list) (require "lib.rkt") (first (list 1 2))')
    finally:
        os.chdir(old)
    assert [o.error for o in outcomes] == [None, None, None]
    assert interp.format_value(outcomes[-1].value) == "'mine"
