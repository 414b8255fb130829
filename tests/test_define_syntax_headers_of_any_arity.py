"""`(define-syntax (name param ...) body)` with other than one parameter (none, two, a
rest) is accepted as Racket accepts it, a transformer procedure of that arity: the
definition alone is harmless, and only a use fails, with the procedure's arity error
(at the definition, as Racket reports it). Without racket/base for syntax (`#lang
racket/base`), `syntax` is still unbound there. Racket 8.7's answers recorded below."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

ARITY = "main.rkt:2:0: arity mismatch;"
CASES = {
    "unused": ("#lang racket\n(define-syntax (say-hi-wrong)\n  #'(displayln \"hi\"))\n(displayln \"ok\")\n",
               ("ok\n", 0, "")),
    "used": ("#lang racket\n(define-syntax (say-hi-wrong)\n  #'(displayln \"hi\"))\n(displayln \"ok\")\n"
             "(say-hi-wrong)\n", ("", 1, ARITY)),
    "two-parameters": ("#lang racket\n(define-syntax (two a b) #'1)\n(displayln \"ok\")\n(two)\n",
                       ("", 1, ARITY)),
    "rest-parameter": ("#lang racket\n(define-syntax (any . xs) #'(quote any))\n(displayln (any 1 2))\n",
                       ("any\n", 0, "")),
    "in-a-body": ("#lang racket\n(define (f)\n (define-syntax (w) #'1)\n 2)\n(displayln (f))\n",
                  ("2\n", 0, "")),
    "racket-base": ("#lang racket/base\n(define-syntax (w) #'1)\n(displayln 3)\n",
                    ("", 1, "main.rkt:2:19: syntax: unbound identifier;")),
}


def _shown(result: tuple[str, int, str], folder: Path) -> tuple[str, int, str]:
    """The error line without the folder (Racket shows the file's whole path there, or
    `...` and its end when long; minischeme too)."""
    out, code, err = result
    return out, code, re.sub(r"^\S*main\.rkt:", "main.rkt:", err)


@pytest.mark.parametrize("name", CASES)
def test_the_definition_is_taken_as_racket_takes_it(name: str, tmp_path: Path) -> None:
    text, expected = CASES[name]
    assert _shown(minischeme_run({"main.rkt": text}, tmp_path, "main.rkt"), tmp_path) == expected


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_the_recorded_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    text, expected = CASES[name]
    assert _shown(racket_run({"main.rkt": text}, tmp_path, "main.rkt"), tmp_path) == expected
