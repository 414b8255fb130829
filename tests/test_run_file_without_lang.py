"""`minischeme run FILE` treats a file without `#lang` as `racket FILE` does: it must be one
`(module name lang body ...)` form (which then runs as a module), and anything else is
refused with Racket's default-load-handler error. `--lang` (or `--assignment`) says how to
run such a file, and then it runs form by form at top level. Found by the fresh corpus
(issue 30): an EOPL chapter file with no `#lang` that Racket refuses. Racket 8.7's answers
were recorded with `racket FILE` (stdout, exit code, first stderr line)."""
from __future__ import annotations

import contextlib
import io

import pytest

from minischeme.cli import main
from program_runs import minischeme_run, needs_racket, racket_run

CASES = {
    # a definition first: not a module declaration
    "definitions": ("(define (fact n) (if (zero? n) 1 (* n (fact (- n 1)))))\n(fact 5)\n",
                    ("", 1, "default-load-handler: expected a `module' declaration, but found "
                            "something else")),
    # one module form: it runs as a module in its language, printing its values
    "one-module": ("(module m racket\n  (define x 5)\n  (* x 2))\n", ("10\n", 0, "")),
    "empty": ("", ("", 1, "default-load-handler: expected a `module' declaration;")),
    "module-then-more": ("(module m racket 1)\n(display 2)\n",
                         ("", 1, "default-load-handler: expected a `module' declaration;")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_file_without_lang_runs_as_racket_runs_it(name, tmp_path):
    text, recorded = CASES[name]
    assert minischeme_run({"bare.rkt": text}, tmp_path, "bare.rkt") == recorded


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_recordings_are_what_racket_answers(name, tmp_path):
    text, recorded = CASES[name]
    assert racket_run({"bare.rkt": text}, tmp_path, "bare.rkt") == recorded


def test_with_lang_a_bare_file_runs_at_top_level(tmp_path):
    (tmp_path / "bare.rkt").write_text("(define x 1)\n(define x 2)\nx\n")
    out = io.StringIO()
    with contextlib.chdir(tmp_path), contextlib.redirect_stdout(out):
        assert main(["run", "--lang", "racket", "bare.rkt"]) in (0, None)
    assert out.getvalue() == "2\n"
