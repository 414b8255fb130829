"""A struct form's malformed options and field descriptions: Racket 8.7's syntax errors
(the message after `FILE:LINE:COL: `, recorded from `racket FILE`). Before, an option
keyword with nothing after it and a field option given twice were accepted, and a field
named twice was `module: identifier already defined`."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run  # noqa: E402

# the form -> the first line of Racket's error, less its `FILE:LINE:COL: `
CASES = {
    "(struct s (a) #:guard)": "struct: bad syntax;",
    "(struct s (a) #:auto-value)": "struct: bad syntax;",
    "(struct s (a) #:inspector)": "struct: bad syntax;",
    "(struct s (a) #:constructor-name 5)": "struct: need an identifier after #:constructor-name specification",
    "(struct s ([a #:auto #:auto]))": "struct: redundant #:auto specification for field",
    "(struct s ([a #:mutable #:mutable]))": "struct: redundant #:mutable specification for field",
    "(struct s ([a #:bogus]))": "struct: unrecognized field-specification keyword",
    "(struct s ([a 5]))": "struct: expected a field-specification keyword",
    "(struct s (a a))": "struct: duplicate field identifier",
    "(struct s (a [a #:mutable]))": "struct: duplicate field identifier",
    "(define-struct s (a a))": "define-struct: duplicate field identifier",
}


@pytest.mark.parametrize("form", list(CASES))
def test_racket_s_message(form: str, tmp_path: Path) -> None:
    out, code, err = minischeme_run({"p.rkt": f"#lang racket\n{form}\n(displayln 'ran)\n"}, tmp_path, "p.rkt")
    assert (out, code) == ("", 1)
    assert err.startswith("p.rkt:2:") and err.split(": ", 1)[1] == CASES[form]


def test_well_formed_options_still_work(tmp_path: Path) -> None:
    src = ("#lang racket\n(struct s ([a #:mutable] [b #:auto]) #:auto-value 5 #:constructor-name mk"
           " #:transparent)\n(mk 1)\n")
    assert minischeme_run({"p.rkt": src}, tmp_path, "p.rkt") == ("(s 1 5)\n", 0, "")
