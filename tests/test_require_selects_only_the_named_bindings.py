"""`only-in`, `except-in`, `rename-in`, `prefix-in` and `combine-in` around a library
bind exactly the names they select, as in Racket: in `#lang racket/base`,
`(require (only-in racket/list first))` leaves `second` unbound (before, the whole library
was imported and such a program ran where Racket rejects it)."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from minischeme.cli import main

# (require spec, expression, what racket 8.7 prints: a value, or the error's first line
# without its file position)
CASES = [
    ("(only-in racket/list first)", "(first '(1 2))", "1"),
    ("(only-in racket/list first)", "(second '(1 2))", "second: unbound identifier"),
    ("(only-in racket/list [first fst])", "(fst '(1 2))", "1"),
    ("(only-in racket/list [first fst])", "(first '(1 2))", "first: unbound identifier"),
    ("(except-in racket/list second)", "(third '(1 2 3))", "3"),
    ("(except-in racket/list second)", "(second '(1 2))", "second: unbound identifier"),
    ("(prefix-in l: racket/list)", "(l:first '(1 2))", "1"),
    ("(prefix-in l: racket/list)", "(first '(1 2))", "first: unbound identifier"),
    ("(rename-in racket/list [first fst])", "(second '(1 2))", "2"),
    ("(rename-in racket/list [first fst])", "(first '(1 2))", "first: unbound identifier"),
    ("(only-in racket/list nope)", "1",
     "only-in: identifier `nope' not included in nested require spec"),
    ("(except-in racket/list nope)", "1",
     "except-in: identifier `nope' not included in nested require spec"),
    ("(only-in racket/match match)", "(match '(1 2) [(list a b) (+ a b)])", "3"),
    ("(combine-in (only-in racket/list first) (only-in racket/string string-trim))",
     "(list (first '(1)) (string-trim \" a \"))", "'(1 \"a\")"),
    ("(combine-in (only-in racket/list first) (only-in racket/string string-trim))",
     "(second '(1 2))", "second: unbound identifier"),
    ("(prefix-in s: (only-in racket/list first))", "(s:first '(5))", "5"),
]


def program(spec: str, expr: str) -> str:
    return f"#lang racket/base\n(require {spec})\n{expr}\n"


def first_line(text: str) -> str:
    line = text.splitlines()[0] if text.strip() else ""
    return re.sub(r"^\S*case\.rkt:\d+:\d+: ", "", line)


def ours(text: str, tmp_path, capsys) -> str:
    path = tmp_path / "case.rkt"
    path.write_text(text)
    main(["run", str(path)])
    captured = capsys.readouterr()
    return first_line(captured.out + captured.err)


@pytest.mark.parametrize("spec, expr, expected", CASES)
def test_require_binds_only_what_the_spec_selects(spec, expr, expected, tmp_path, capsys):
    assert ours(program(spec, expr), tmp_path, capsys) == expected


def test_in_full_racket_only_in_hides_nothing_the_language_binds(tmp_path, capsys):
    text = "#lang racket\n(require (only-in racket/list first))\n(second '(1 2))\n"
    assert ours(text, tmp_path, capsys) == "2"


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
@pytest.mark.parametrize("spec, expr, expected", CASES)
def test_racket_prints_the_same(spec, expr, expected, tmp_path):
    path = tmp_path / "case.rkt"
    path.write_text(program(spec, expr))
    done = subprocess.run(["racket", path.name], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert first_line(done.stdout + done.stderr) == expected
