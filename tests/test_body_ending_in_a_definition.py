"""A body whose last form is a definition (a student's function that ends in `define`) is
Racket 8.7's syntax error in its words: `begin (possibly implicit): the last form is not
an expression`, naming the last form as written and the body as a `begin`, at the last
form's position (minischeme said an older Racket's `no expression after a sequence of
internal definitions`)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

CASES = {
    "one-define": ("(define (f) (define x 1))",
                   "main.rkt:2:12: begin (possibly implicit): the last form is not an expression"),
    "two-defines": ("(define (f) (define x 1) (define y 2))",
                    "main.rkt:2:25: begin (possibly implicit): the last form is not an expression"),
    "lambda": ("(lambda (env) (define (g) 1) (define (h) 2))",
               "main.rkt:2:29: begin (possibly implicit): the last form is not an expression"),
    "let": ("(let () (define (g) 1))",
            "main.rkt:2:8: begin (possibly implicit): the last form is not an expression"),
    "struct": ("(define (f) (struct p (x)))",
               "main.rkt:2:12: begin (possibly implicit): the last form is not an expression"),
    "begin": ("(define (f) (begin (define x 1) (define y 2)))",
              "main.rkt:2:12: begin (possibly implicit): the last form is not an expression"),
}


def program(body: str) -> dict[str, str]:
    return {"main.rkt": f'#lang racket\n{body}\n(displayln "never")\n'}


@pytest.mark.parametrize("name", CASES)
def test_the_error_is_racket_s(name: str, tmp_path: Path) -> None:
    body, first_line = CASES[name]
    assert minischeme_run(program(body), tmp_path, "main.rkt") == ("", 1, first_line)


def test_the_error_names_the_last_form_as_written(tmp_path: Path) -> None:
    import contextlib
    import io
    from program_runs import write_files
    from minischeme.cli import main
    write_files(program(CASES["begin"][0]), tmp_path)
    err = io.StringIO()
    with contextlib.chdir(tmp_path), contextlib.redirect_stdout(io.StringIO()), \
            contextlib.redirect_stderr(err):
        main(["run", "main.rkt"])
    assert err.getvalue().splitlines()[1:3] == [
        "  at: (begin (define x 1) (define y 2))",
        "  in: (begin (begin (define x 1) (define y 2)))"]


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_the_recorded_lines_are_racket_s(name: str, tmp_path: Path) -> None:
    body, first_line = CASES[name]
    assert racket_run(program(body), tmp_path, "main.rkt") == ("", 1, first_line)
