"""`char-blank?` (racket/base): a space-separator character or tab. Found running a typed
Lox interpreter from GitHub (issue 30's typed/racket check), whose scanner skips blanks
with it. Racket 8.7's answer recorded with `racket FILE`."""
from __future__ import annotations

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAM = "#lang racket\n(map char-blank? (list #\\space #\\tab #\\newline #\\a #\\u00A0))\n"
RECORDED = ("'(#t #t #f #f #t)\n", 0, "")


def test_char_blank_as_in_racket(tmp_path):
    assert minischeme_run({"b.rkt": PROGRAM}, tmp_path, "b.rkt") == RECORDED


@needs_racket
def test_the_recording_is_what_racket_answers(tmp_path):
    assert racket_run({"b.rkt": PROGRAM}, tmp_path, "b.rkt") == RECORDED
