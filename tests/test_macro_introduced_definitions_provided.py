"""A syntax-rules template's own definition is the macro's (a fresh variable each use,
tests/differential/macro_introduced_definitions), but one the same template provides is
exported by its symbol, as Racket exports it: `(define-syntax-rule (defp) (begin (define
secret 42) (provide secret)))` makes `secret` a requirer's name. Answers from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

FILES = {
    "lib.rkt": "#lang racket\n(define-syntax-rule (defp v) (begin (define secret v) (define hidden v)"
               " (provide secret)))\n(defp 42)\n",
    "main.rkt": "#lang racket\n(require \"lib.rkt\")\nsecret\n(with-handlers ([exn:fail? (lambda (e) 'no)])"
                " (eval 'hidden (make-base-namespace)))\n",
}
ANSWER = ("42\n'no\n", 0, "")


def test_minischeme(tmp_path: Path) -> None:
    assert minischeme_run(FILES, tmp_path, "main.rkt") == ANSWER


@needs_racket
def test_racket(tmp_path: Path) -> None:
    assert racket_run(FILES, tmp_path, "main.rkt") == ANSWER
