"""char-general-category, char-title-case?, char-graphic?, char-iso-control? (and beside them
char-symbolic?, char-punctuation?, char-blank?) and string-normalize-nfd/-nfc/-nfkd/-nfkc
of each character answer as Racket 8.7 does for every Unicode scalar value: Python 3.11's
unicodedata is Unicode 14.0, Racket 8.7's, and the predicates are Racket's definitions
over the general category (primitives/base_strings.py).

Racket is asked about all 1,112,064 code points at once (a few seconds); without Racket
the test checks a few characters of each kind with Racket 8.7's answers."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from racket_oracle import RACKET  # noqa: E402

from minischeme.primitives import lookup_primitive  # noqa: E402
from minischeme.values.data import Char, as_str  # noqa: E402

PREDICATES = ["char-title-case?", "char-graphic?", "char-iso-control?", "char-symbolic?",
              "char-punctuation?", "char-blank?"]
FORMS = ["string-normalize-nfd", "string-normalize-nfc", "string-normalize-nfkd",
         "string-normalize-nfkc"]

# One line a code point: its category and a 0/1 for each predicate; then one line for
# each character that a normal form changes: its code and each form's codes.
PROGRAM = f"""#lang racket/base
(define out (current-output-port))
(define (codes s) (map char->integer (string->list s)))
(for ([i (in-range #x110000)] #:unless (<= #xD800 i #xDFFF))
  (define c (integer->char i))
  (write-string (symbol->string (char-general-category c)) out)
  (for ([p (list {' '.join(PREDICATES)})])
    (write-char (if (p c) #\\1 #\\0) out))
  (newline out))
(for ([i (in-range #x110000)] #:unless (<= #xD800 i #xDFFF))
  (define s (string (integer->char i)))
  (define forms (for/list ([f (list {' '.join(FORMS)})]) (codes (f s))))
  (unless (andmap (lambda (f) (equal? f (list i))) forms)
    (write (cons i forms) out)
    (newline out)))
"""


def ours(ch: str) -> str:
    c = Char(ch)
    category = lookup_primitive("char-general-category").fn(c).name
    return category + "".join("1" if lookup_primitive(p).fn(c) is True else "0"
                              for p in PREDICATES)


def normal_forms(ch: str) -> list[list[int]]:
    return [[ord(x) for x in as_str(lookup_primitive(f).fn(ch))] for f in FORMS]


# Racket 8.7's answers: a character of each category and predicate
RECORDED = {ord("a"): "ll010000", ord("A"): "lu010000", ord("1"): "nd010000",
            ord(" "): "zs000001", ord("!"): "po010010", ord("+"): "sm010100",
            ord("_"): "pc010010", 0x01C5: "lt110000", 0x0300: "mn010000",
            0x2160: "nl010000", 0x00AD: "cf000000", 0x0009: "cc001001", 0x0085: "cc001000",
            0x2028: "zl000000", 0xE000: "co000000", 0x0378: "cn000000", 0x10FFFF: "cn000000",
            0x20AC: "sc010100", 0x00A0: "zs000001", 0x3000: "zs000001"}
RECORDED_FORMS = {0x00E9: [[101, 769], [233], [101, 769], [233]],
                  0xFB01: [[64257], [64257], [102, 105], [102, 105]],
                  0xD55C: [[4370, 4449, 4523], [54620], [4370, 4449, 4523], [54620]],
                  0x212B: [[65, 778], [197], [65, 778], [197]]}


@pytest.mark.parametrize("code", sorted(RECORDED))
def test_recorded_classes(code: int) -> None:
    assert ours(chr(code)) == RECORDED[code]


@pytest.mark.parametrize("code", sorted(RECORDED_FORMS))
def test_recorded_normal_forms(code: int) -> None:
    assert normal_forms(chr(code)) == RECORDED_FORMS[code]


@pytest.mark.skipif(RACKET is None, reason="racket is not installed")
def test_every_code_point_as_racket(tmp_path: Path) -> None:
    script = tmp_path / "tables.rkt"
    script.write_text(PROGRAM)
    lines = subprocess.run([RACKET, str(script)], capture_output=True, text=True,
                           timeout=600, check=True).stdout.splitlines()
    codes = [i for i in range(0x110000) if not 0xD800 <= i <= 0xDFFF]
    classes, changed = lines[:len(codes)], lines[len(codes):]
    assert len(classes) == len(codes)
    wrong = [hex(i) for i, answer in zip(codes, classes) if ours(chr(i)) != answer]
    assert wrong == []
    theirs = {}
    for line in changed:            # (code (form's codes) ...)
        code, rest = int(line[1:].split()[0]), line[line.index("(", 1):-1]
        theirs[code] = [[int(x) for x in part.split()]
                        for part in rest.replace(")", "").split("(") if part.strip()]
    mine = {i: forms for i in codes
            if (forms := normal_forms(chr(i))) != [[i]] * 4}
    assert sorted(mine) == sorted(theirs)
    assert [hex(i) for i in mine if mine[i] != theirs[i]] == []
