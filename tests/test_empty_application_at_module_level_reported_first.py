"""A `()` among a module's forms is reported before an unbound name in an earlier
expression or an `unquote` out of place after it: Racket's partial expansion of the
module's forms meets it first (a SICP file's Chinese prose, left uncommented, held
`（lambda() <exp>）,z函数...`: Racket reports the `()`). In a procedure's body the unbound
name comes first, as in Racket."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

_EMPTY = "main.rkt:{}: #%app: missing procedure expression;"
CASES = {
    "after_an_unbound_name": ("#lang racket\n(foo)\n()\n", _EMPTY.format("3:0")),
    "before_an_unquote": ("#lang racket\n()\n,x\n", _EMPTY.format("2:0")),
    "in_prose": ("#lang racket\n(display 1)\nwords（lambda() <exp>）,z more words\n",
                 _EMPTY.format("3:12")),
    "in_a_body": ("#lang racket\n(define (f) (foo) ())\n", "main.rkt:2:13: foo: unbound identifier"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_reported_in_racket_s_order(name: str, tmp_path: Path) -> None:
    program, first_line = CASES[name]
    assert minischeme_run({"main.rkt": program}, tmp_path, "main.rkt") == ("", 1, first_line)


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, first_line = CASES[name]
    assert racket_run({"main.rkt": program}, tmp_path, "main.rkt") == ("", 1, first_line)
