"""char-ci=? char-ci<? ... compare the characters' simple case foldings, and string-ci=?
string-ci<? ... the strings' full ones, as Racket 8.7 does for every Unicode scalar value:
base_strings.CHAR_FOLD (the fast path's table, also read by the inlined comparisons) is
char-foldcase's answer, and Python's str.casefold is string-foldcase's. char-upcase,
char-downcase and char-titlecase (base_strings.CASE_MAPS, read by the inlined calls too)
are Unicode's simple mappings, as Racket's, for every code point.

Racket is asked about all 1,112,064 code points at once (a second); without Racket the test
checks the characters where a full folding and a simple one differ, with Racket 8.7's
answers."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from racket_oracle import RACKET  # noqa: E402

from minischeme.primitives import lookup_primitive  # noqa: E402
from minischeme.primitives.base_strings import CASE_MAPS, CHAR_FOLD  # noqa: E402
from minischeme.values.data import Char  # noqa: E402

# every character that either folding changes: "C F S", its code, char-foldcase's code and
# string-foldcase's codes (comma-separated)
PROGRAM = """#lang racket/base
(define (add-between l sep)
  (if (or (null? l) (null? (cdr l))) l (list* (car l) sep (add-between (cdr l) sep))))
(for ([i (in-range #x110000)] #:unless (<= #xD800 i #xDFFF))
  (define c (integer->char i))
  (define f (char-foldcase c))
  (define s (string-foldcase (string c)))
  (unless (and (char=? f c) (equal? s (string c)))
    (printf "~a ~a ~a\\n" i (char->integer f)
            (apply string-append (add-between (map number->string
                                                   (map char->integer (string->list s)))
                                              ",")))))
"""

# Racket 8.7's answers where the two foldings part: (code, char-foldcase, string-foldcase)
RECORDED = [(0x00DF, 0x00DF, [0x73, 0x73]), (0x1E9E, 0x1E9E, [0x73, 0x73]),
            (0x0130, 0x0130, [0x69, 0x307]), (0x03C2, 0x03C3, [0x03C3]),
            (0x212A, 0x6B, [0x6B]), (0x13F8, 0x13F0, [0x13F0]), (0xAB70, 0x13A0, [0x13A0]),
            (0x1F88, 0x1F88, [0x1F00, 0x03B9]), (0xFB01, 0xFB01, [0x66, 0x69])]


def ours(code: int) -> tuple[int, list[int]]:
    ch = chr(code)
    return ord(CHAR_FOLD[ch]), [ord(x) for x in ch.casefold()]


@pytest.mark.parametrize("code, simple, full", RECORDED, ids=[hex(c) for c, _, _ in RECORDED])
def test_recorded_foldings(code: int, simple: int, full: list[int]) -> None:
    assert ours(code) == (simple, full)
    fold = lookup_primitive("char-foldcase").fn(Char(chr(code)))
    assert fold.ch == chr(simple)


def test_char_ci_compares_foldings_by_their_code_points() -> None:
    ci_eq, ci_lt = lookup_primitive("char-ci=?").fn, lookup_primitive("char-ci<?").fn
    assert ci_eq(Char("\u212a"), Char("K")) is True
    assert ci_eq(Char("\u00df"), Char("S")) is False
    assert ci_lt(Char("\u212a"), Char("L")) is True       # k < l, not U+212A > L
    assert ci_eq(Char("\u03c2"), Char("\u03a3"), Char("\u03c3")) is True


@pytest.mark.skipif(RACKET is None, reason="racket is not installed")
def test_every_code_point_as_racket(tmp_path: Path) -> None:
    script = tmp_path / "folds.rkt"
    script.write_text(PROGRAM)
    lines = subprocess.run([RACKET, str(script)], capture_output=True, text=True,
                           timeout=600, check=True).stdout.splitlines()
    theirs = {}
    for line in lines:
        code, simple, full = line.split()
        theirs[int(code)] = (int(simple), [int(x) for x in full.split(",")])
    mine = {}
    for i in range(0x110000):
        if not 0xD800 <= i <= 0xDFFF:
            answer = ours(i)
            if answer != (i, [i]):
                mine[i] = answer
    assert sorted(mine) == sorted(theirs)
    assert [hex(i) for i in mine if mine[i] != theirs[i]] == []


MAPS_PROGRAM = """#lang racket/base
(for ([i (in-range #x110000)] #:unless (<= #xD800 i #xDFFF))
  (define c (integer->char i))
  (define u (char-upcase c))
  (define d (char-downcase c))
  (define t (char-titlecase c))
  (unless (and (char=? u c) (char=? d c) (char=? t c))
    (printf "~a ~a ~a ~a\\n" i (char->integer u) (char->integer d) (char->integer t))))
"""

# Racket 8.7's (char-upcase char-downcase char-titlecase) where a full mapping is longer
RECORDED_MAPS = {0x00DF: (0xDF, 0xDF, 0xDF), 0x0130: (0x130, 0x69, 0x130),
                 0x1F80: (0x1F88, 0x1F80, 0x1F88), 0x1FB3: (0x1FBC, 0x1FB3, 0x1FBC),
                 0x01C6: (0x1C4, 0x1C6, 0x1C5), 0xFB01: (0xFB01, 0xFB01, 0xFB01),
                 0x0149: (0x149, 0x149, 0x149), 0x03C2: (0x3A3, 0x3C2, 0x3A3)}


def mapped(code: int) -> tuple[int, int, int]:
    ch = chr(code)
    return tuple(ord(CASE_MAPS[who][ch].ch)
                 for who in ("char-upcase", "char-downcase", "char-titlecase"))


@pytest.mark.parametrize("code", sorted(RECORDED_MAPS), ids=[hex(c) for c in sorted(RECORDED_MAPS)])
def test_recorded_case_mappings(code: int) -> None:
    assert mapped(code) == RECORDED_MAPS[code]
    up = lookup_primitive("char-upcase").fn(Char(chr(code)))
    assert ord(up.ch) == RECORDED_MAPS[code][0]


@pytest.mark.skipif(RACKET is None, reason="racket is not installed")
def test_every_case_mapping_as_racket(tmp_path: Path) -> None:
    script = tmp_path / "maps.rkt"
    script.write_text(MAPS_PROGRAM)
    lines = subprocess.run([RACKET, str(script)], capture_output=True, text=True,
                           timeout=600, check=True).stdout.splitlines()
    theirs = {}
    for line in lines:
        code, *answers = map(int, line.split())
        theirs[code] = tuple(answers)
    wrong = [hex(i) for i in range(0x110000) if not 0xD800 <= i <= 0xDFFF
             and mapped(i) != theirs.get(i, (i, i, i))]
    assert wrong == []
