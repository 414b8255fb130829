"""A struct type's properties travel with it: a module providing (struct-out NAME) of a
type with gen:custom-write, prop:procedure or gen:equal+hash gives its importer instances
that print, apply and compare as in the defining module, through struct-copy, match and a
subtype too (the output recorded from Racket 8.7)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

FILES = {
    "lib.rkt": '#lang racket\n(provide (struct-out vec) (struct-out adder) (struct-out key))\n(struct vec (x y) #:methods gen:custom-write [(define (write-proc v port mode) (fprintf port "#<vec ~a ~a>" (vec-x v) (vec-y v)))])\n(struct adder (k) #:property prop:procedure (lambda (self x) (+ x (adder-k self))))\n(struct key (s) #:methods gen:equal+hash\n  [(define (equal-proc a b recur) (string-ci=? (key-s a) (key-s b)))\n   (define (hash-proc a recur) (recur (string-downcase (key-s a))))\n   (define (hash2-proc a recur) 1)])\n',
    "main.rkt": '#lang racket\n(require "lib.rkt")\n(vec 1 2)\n(list (vec 1 2))\n((adder 1) 2)\n(map (adder 10) \'(1 2))\n(struct-copy vec (vec 1 2) [y 5])\n(hash-ref (hash (key "A") 1) (key "a"))\n(match (vec 3 4) [(vec x y) (+ x y)])\n(match (adder 3) [(adder k) k])\n(struct vec3 vec (z))\n(vec3 1 2 3)\n',
}
EXPECTED = "#<vec 1 2>\n'(#<vec 1 2>)\n3\n'(11 12)\n#<vec 1 5>\n1\n7\n3\n#<vec 1 2>\n"


def test_the_importer_sees_the_properties(tmp_path: Path) -> None:
    assert minischeme_run(FILES, tmp_path, "main.rkt") == (EXPECTED, 0, "")


@needs_racket
def test_the_recording_is_racket_s(tmp_path: Path) -> None:
    assert racket_run(FILES, tmp_path, "main.rkt") == (EXPECTED, 0, "")
