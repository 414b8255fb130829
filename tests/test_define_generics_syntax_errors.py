"""define-generics with malformed method headers or options: Racket 8.7's syntax errors
(their message, recorded from `racket FILE`; where Racket points at one argument of a
header, minischeme points at the header, so the source position is not compared). Before,
unknown options, options of the wrong shape and duplicate arguments were accepted."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run  # noqa: E402

# the form -> the first line of Racket's error, less its `FILE:LINE:COL: `
CASES = {
    "(define-generics 5)": "define-generics: expected an identifier",
    "(define-generics g (m))":
        'define-generics: did not find the generic name "g" among the required, by-position arguments to m',
    "(define-generics g (m x))":
        'define-generics: did not find the generic name "g" among the required, by-position arguments to m',
    "(define-generics g m)": "define-generics: expected a method identifier with formal arguments",
    "(define-generics g (5 g))": "define-generics: expected an identifier",
    "(define-generics g (m g g))": "define-generics: duplicate method argument",
    "(define-generics g (m g . g))": "define-generics: duplicate method argument",
    "(define-generics g (m [g]))":
        "define-generics: the generic name must be used as a required, by-position argument",
    "(define-generics g (m g [x] y))": "define-generics: required arguments must precede optional arguments",
    "(define-generics g (m g) #:fallbacks)": "define-generics: invalid #:fallbacks specification",
    "(define-generics g (m g) #:fallbacks 5)": "define-generics: invalid #:fallbacks specification",
    "(define-generics g (m g) #:defaults 5)": "define-generics: invalid #:defaults specification",
    "(define-generics g (m g) #:defaults ([]))": "define-generics: invalid #:defaults specification",
    "(define-generics g (m g) #:bogus 1)": "define-generics: invalid keyword argument",
    "(define-generics g (m g) #:defined-predicate)": "define-generics: invalid #:defined-predicate specification",
    "(define-generics g (m g) #:defined-predicate 5)": "define-generics: invalid #:defined-predicate specification",
}


@pytest.mark.parametrize("form", list(CASES))
def test_racket_s_message(form: str, tmp_path: Path) -> None:
    src = f"#lang racket\n(require racket/generic)\n{form}\n(displayln 'ran)\n"
    out, code, err = minischeme_run({"p.rkt": src}, tmp_path, "p.rkt")
    assert (out, code) == ("", 1)
    assert err.startswith("p.rkt:3:") and err.split(": ", 1)[1] == CASES[form]


def test_well_formed_options_still_work(tmp_path: Path) -> None:
    src = ("#lang racket\n(require racket/generic)\n"
           "(define-generics g (m g [x]) (n g . r) #:defined-predicate g-has?\n"
           "  #:defaults ([string? (define (m s [x 1]) x)]) #:fallbacks [(define (n g . r) r)])\n"
           "(list (m \"a\") (n \"a\" 1 2) (g-has? \"a\" 'm))\n")
    out, code, err = minischeme_run({"p.rkt": src}, tmp_path, "p.rkt")
    assert (out, code, err) == ("'(1 (1 2) #t)\n", 0, "")
