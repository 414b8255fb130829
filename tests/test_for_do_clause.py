"""The `for` clause `#:do [body ...]` (issue 30, point 5): its body runs where it stands
among the clauses, its definitions are seen by the clauses and body after it, and a
binding clause after it starts a nested group; a `#:do` not followed by a parenthesized
sequence is Racket's syntax error. The answers are Racket 8.7's (re-checked against
`racket` when it is installed)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

CASES = {
    "runs_between_clauses": (
        "#lang racket\n"
        "(for*/first ([i (in-range 5)] #:do [(define j (* i i)) (printf \"i=~a\\n\" i)]"
        " #:when (> j 5)) (list i j))\n"
        "(for/list ([i 3] #:do [(displayln i)]) i)\n"
        "(for/list ([i 3] #:do [(define k (+ i 1))] [j k]) (list i j))\n"
        "(for/sum ([i 4] #:do []) i)\n"
        "(define (f n) (for/fold ([acc '()]) ([i n] #:do [(define sq (* i i))] #:unless (odd? sq))"
        " (cons sq acc)))\n"
        "(f 6)\n",
        ("i=0\ni=1\ni=2\ni=3\n'(3 9)\n0\n1\n2\n'(0 1 2)\n'((0 0) (1 0) (1 1) (2 0) (2 1) (2 2))\n"
         "6\n'(16 4 0)\n", 0, "")),
    "not_parenthesized": (
        "#lang racket\n(for/list ([i 3] #:do 5) i)\n",
        ("", 1, "program.rkt:2:22: for/list: expected parenthesized sequence after `#:do`")),
    "nothing_after": (
        "#lang racket\n(for/list ([i 3] #:do) i)\n",
        ("", 1, "program.rkt:2:17: for/list: bad sequence binding clause")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_do_clause_as_racket_runs_it(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert minischeme_run({"program.rkt": program}, tmp_path, "program.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_recorded_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert racket_run({"program.rkt": program}, tmp_path, "program.rkt") == expected
