"""`#lang scheme` has racket/class (scheme/class) as Racket 8.7's scheme language does:
class, interface, new, send (a public D&D program's `#lang scheme` file defines an
interface). Answers from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = ("#lang scheme\n(define dice<%> (interface () roll))\n"
           "(define d% (class* object% (dice<%>) (init-field n) (define/public (roll) n) (super-new)))\n"
           "(send (new d% [n 6]) roll)\n(interface? dice<%>)\n(is-a? (new d% [n 1]) dice<%>)\n")
ANSWER = ("6\n#t\n#t\n", 0, "")


def test_minischeme(tmp_path: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == ANSWER


@needs_racket
def test_racket(tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == ANSWER
