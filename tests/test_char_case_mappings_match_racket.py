"""char-upcase, char-downcase, char-titlecase, char-foldcase (Unicode's simple mappings:
one character each) and string-upcase, string-downcase, string-titlecase, string-foldcase
of a one-character string (the full mappings: ß's upper case is SS) answer as Racket 8.7
does for every Unicode scalar value (primitives/base_strings.py: Python's str methods, the
simple mappings Python lacks, Racket's titlecasing of circled letters and marks).

Racket is asked about all 1,112,064 code points at once (a few seconds) and prints the
characters some mapping changes; without Racket the test checks those where minischeme
once differed, with Racket 8.7's answers."""
from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from racket_oracle import RACKET  # noqa: E402

from minischeme.primitives import lookup_primitive  # noqa: E402
from minischeme.values.data import Char, as_str  # noqa: E402

CHAR_MAPS = ["char-upcase", "char-downcase", "char-titlecase", "char-foldcase"]
STRING_MAPS = ["string-upcase", "string-downcase", "string-titlecase", "string-foldcase"]

PROGRAM = f"""#lang racket/base
(define (codes s) (map char->integer (string->list s)))
(for ([i (in-range #x110000)] #:unless (<= #xD800 i #xDFFF))
  (define c (integer->char i))
  (define s (string c))
  (define cs (map char->integer (list {' '.join(f'({p} c)' for p in CHAR_MAPS)})))
  (define ss (map codes (list {' '.join(f'({p} s)' for p in STRING_MAPS)})))
  (unless (and (andmap (lambda (x) (= x i)) cs) (andmap (lambda (x) (equal? x (list i))) ss))
    (printf "~a ~a ~a\\n" i cs ss)))
"""


def ours(code: int) -> str:
    """The line Racket's program prints for the code point (whether or not it would)."""
    c = Char(chr(code))
    cs = [ord(lookup_primitive(p).fn(c).ch) for p in CHAR_MAPS]
    ss = [[ord(x) for x in as_str(lookup_primitive(p).fn(chr(code)))] for p in STRING_MAPS]
    show = " ".join
    return (f"{code} ({show(map(str, cs))}) "
            f"({show('(' + show(map(str, s)) + ')' for s in ss)})")


# Racket 8.7's lines where minischeme once answered otherwise (and a few that agree)
RECORDED = {
    0x130: "304 (304 105 304 304) ((304) (105 775) (304) (105 775))",
    0x1F80: "8064 (8072 8064 8072 8064) ((7944 921) (8064) (8072) (7936 953))",
    0x1FB3: "8115 (8124 8115 8124 8115) ((913 921) (8115) (8124) (945 953))",
    0x345: "837 (921 837 921 953) ((921) (837) (837) (953))",
    0x24D0: "9424 (9398 9424 9398 9424) ((9398) (9424) (9398) (9424))",
    0xDF: "223 (223 223 223 223) ((83 83) (223) (83 115) (115 115))",
    0x1C5: "453 (452 454 453 454) ((452) (454) (453) (454))",
    0x3A3: "931 (931 963 931 963) ((931) (963) (931) (963))",
}


@pytest.mark.parametrize("code", sorted(RECORDED))
def test_recorded_answers(code: int) -> None:
    assert ours(code) == RECORDED[code]


def _changed_by_python(code: int) -> bool:
    c = chr(code)
    return (c.upper() != c or c.lower() != c or c.title() != c or c.casefold() != c
            or unicodedata.category(c) in ("Lt", "Mn", "So"))


@pytest.mark.skipif(RACKET is None, reason="racket is not installed")
def test_every_code_point_as_racket(tmp_path: Path) -> None:
    script = tmp_path / "cases.rkt"
    script.write_text(PROGRAM)
    lines = subprocess.run([RACKET, str(script)], capture_output=True, text=True,
                           timeout=600, check=True).stdout.splitlines()
    racket = {int(line.split(" ", 1)[0]): line for line in lines}
    codes = set(racket) | {i for i in range(0x110000)
                           if not 0xD800 <= i <= 0xDFFF and _changed_by_python(i)}
    wrong = []
    for code in sorted(codes):
        line = ours(code)
        unchanged = line == f"{code} ({' '.join([str(code)] * 4)}) " \
                           f"({' '.join([f'({code})'] * 4)})"
        if racket.get(code, line if unchanged else None) != line:
            wrong.append(f"{racket.get(code, 'unchanged')} but minischeme: {line}")
    assert wrong == []
