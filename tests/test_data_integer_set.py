"""data/integer-set (primitives/data_integer_set.py): a set printed in constructor style
at print and as `#<integer-set: ...>` written or displayed, a sequence of its integers, the
library's own `foldr` and `count` (which shadow racket's), `split`'s three values, the
mutable contents. Racket 8.7's output, recorded (a public Advent of Code 2020 program
requires the library). The operations on generated sets and the argument errors are in
tests/differential/data_integer_set.exprs."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = '#lang racket\n(require data/integer-set)\n(define s (make-integer-set \'((2 . 3) (5 . 6) (10 . 15))))\ns\n(print s) (newline)\n(write s) (newline)\n(display s) (newline)\n(list s (make-range))\n(for/list ([i s]) i)\n(count s)\n(foldr cons \'() s)\n(define-values (both only-s only-r) (split s (make-range 4 12)))\n(list both only-s only-r)\n(set-integer-set-contents! s \'((1 . 1)))\ns\n(with-handlers ([exn:fail:contract? (lambda (e) (displayln (car (string-split (exn-message e) "\\n"))))]) (count \'((1 . 2))))\n'
OUTPUT = "(integer-set '(2 . 3) '(5 . 6) '(10 . 15))\n(integer-set '(2 . 3) '(5 . 6) '(10 . 15))\n#<integer-set: (2 . 3) (5 . 6) (10 . 15)>\n#<integer-set: (2 . 3) (5 . 6) (10 . 15)>\n'(#<integer-set: (2 . 3) (5 . 6) (10 . 15)> #<integer-set:>)\n'(2 3 5 6 10 11 12 13 14 15)\n10\n'(2 3 5 6 10 11 12 13 14 15)\n'(#<integer-set: (5 . 6) (10 . 12)> #<integer-set: (2 . 3) (13 . 15)> #<integer-set: (4 . 4) (7 . 9)>)\n(integer-set '(1 . 1))\ncount: contract violation\n"


def test_minischeme(tmp_path: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (OUTPUT, 0, "")


@needs_racket
def test_racket(tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (OUTPUT, 0, "")
