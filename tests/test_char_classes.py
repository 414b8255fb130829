"""char-alphabetic?, char-numeric?, char-whitespace?, char-upper-case? and
char-lower-case? answer as Racket does for every Unicode scalar value
(values/char_classes.py: Python's str methods and Racket's exceptions to them).

Racket is asked about all 1,112,064 code points at once (a few seconds); without Racket
the test checks the characters where the two used to differ, with Racket 8.7's answers."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from racket_oracle import RACKET  # noqa: E402

from minischeme.primitives import lookup_primitive  # noqa: E402
from minischeme.values.data import Char  # noqa: E402

PREDICATES = ["char-alphabetic?", "char-numeric?", "char-whitespace?", "char-upper-case?",
              "char-lower-case?"]

PROGRAM = f"""#lang racket/base
(define out (current-output-port))
(for ([i (in-range #x110000)] #:unless (<= #xD800 i #xDFFF))
  (define c (integer->char i))
  (for ([p (list {' '.join(PREDICATES)})])
    (write-char (if (p c) #\\1 #\\0) out)))
"""


def ours(ch: str, tests: list | None = None) -> str:
    c = Char(ch)
    return "".join("1" if test(c) else "0"
                   for test in tests or [lookup_primitive(p).fn for p in PREDICATES])


# Racket 8.7's answers where Python's str methods answer otherwise (and a few that agree)
RECORDED = {0x216B: "11010", 0x345: "10001", 0x93E: "10000", 0x24B6: "10010",
            0x4E00: "10000", 0x4E94: "10000", 0xBD: "01000", 28: "00000", 31: "00000",
            32: "00100", 0xA0: "00100", 0x3000: "00100", ord("a"): "10001",
            ord("Z"): "10010", ord("5"): "01000", 0x663: "01000"}


@pytest.mark.parametrize("code", sorted(RECORDED))
def test_recorded_answers(code: int) -> None:
    assert ours(chr(code)) == RECORDED[code]


@pytest.mark.skipif(RACKET is None, reason="racket is not installed")
def test_every_code_point_as_racket(tmp_path: Path) -> None:
    script = tmp_path / "classes.rkt"
    script.write_text(PROGRAM)
    answers = subprocess.run([RACKET, str(script)], capture_output=True, text=True,
                             timeout=600, check=True).stdout
    codes = [i for i in range(0x110000) if not 0xD800 <= i <= 0xDFFF]
    assert len(answers) == 5 * len(codes)
    tests = [lookup_primitive(p).fn for p in PREDICATES]
    wrong = [hex(i) for k, i in enumerate(codes)
             if ours(chr(i), tests) != answers[5 * k:5 * k + 5]]
    assert wrong == []
