"""rackunit's check-match (it was an unbound identifier): passes when the value matches
the pattern (and the guard, with the pattern's variables bound, holds); a failure shows
the value and the pattern quoted, as rackunit does; the value is evaluated outside the
check, so an exception there ends the program instead of being an ERROR block. In
`#lang racket/base` it needs no racket/match. The other checks' failure blocks name an
argument procedure by its own source position (check-exn's thunk)."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from minischeme.cli import main

PROGRAM = '#lang racket\n(require rackunit)\n(check-equal? (+ 1 1) 3)\n(check-true (= 1 2) "one is two")\n(check-exn exn:fail? (lambda () 1))\n(check-= 1.0 1.1 0.01)\n(test-case "tc" (check-eq? \'a \'b))\n(check-not-false #f)\n(check-pred even? 3)\n(check-match 5 (? string?))\n(check-match 5 (? string?))\n(check-match (list 1 2) (list a b) (> a b))\n(check-match (list 1 2) (list a b) (< a b))\n(check-match "x" (? string?))\n(test-case "in a case" (check-match \'sym (? number?)))\n(check-match (list 1 2) (list x y z))\n(displayln "done")\n(check-match (car \'()) _)\n(displayln "not reached")\n'
# what racket 8.7 prints for PROGRAM run as `racket checks.rkt` in its folder (stderr up
# to its context block; test_racket_prints_the_same checks it again)
EXPECTED_OUT = 'done\n'
EXPECTED_ERR = '--------------------\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:3:0\nactual:     2\nexpected:   3\n--------------------\n--------------------\nFAILURE\nname:       check-true\nlocation:   checks.rkt:4:0\nparams:     \'(#f)\nmessage:    "one is two"\n--------------------\n--------------------\nFAILURE\nname:       check-exn\nlocation:   checks.rkt:5:0\nparams:     \'(#<procedure:exn:fail?> #<procedure:checks.rkt:5:21>)\nmessage:    "No exception raised"\n--------------------\n--------------------\nFAILURE\nname:       check-=\nlocation:   checks.rkt:6:0\nparams:     \'(1.0 1.1 0.01)\n--------------------\n--------------------\ntc\nFAILURE\nname:       check-eq?\nlocation:   checks.rkt:7:16\nactual:     \'a\nexpected:   \'b\n--------------------\n--------------------\nFAILURE\nname:       check-not-false\nlocation:   checks.rkt:8:0\nparams:     \'(#f)\n--------------------\n--------------------\nFAILURE\nname:       check-pred\nlocation:   checks.rkt:9:0\nparams:     \'(#<procedure:even?> 3)\n--------------------\n--------------------\nFAILURE\nname:       check-match\nlocation:   checks.rkt:10:0\nactual:     5\nexpected:   \'(? string?)\n--------------------\n--------------------\nFAILURE\nname:       check-match\nlocation:   checks.rkt:11:0\nactual:     5\nexpected:   \'(? string?)\n--------------------\n--------------------\nFAILURE\nname:       check-match\nlocation:   checks.rkt:12:0\nactual:     \'(1 2)\nexpected:   \'(list a b)\n--------------------\n--------------------\nin a case\nFAILURE\nname:       check-match\nlocation:   checks.rkt:15:23\nactual:     \'sym\nexpected:   \'(? number?)\n--------------------\n--------------------\nFAILURE\nname:       check-match\nlocation:   checks.rkt:16:0\nactual:     \'(1 2)\nexpected:   \'(list x y z)\n--------------------\ncar: contract violation\n  expected: pair?\n  given: \'()\n'


def same_path(text: str) -> str:
    return re.sub(r"#<procedure:[^>]*checks\.rkt:", "#<procedure:checks.rkt:", text)


def test_check_match_and_failure_blocks_as_rackunit_prints_them(tmp_path, monkeypatch, capsys):
    (tmp_path / "checks.rkt").write_text(PROGRAM)
    monkeypatch.chdir(tmp_path)
    main(["run", "checks.rkt"])
    captured = capsys.readouterr()
    assert captured.out == EXPECTED_OUT
    assert same_path(captured.err) == EXPECTED_ERR


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
def test_racket_prints_the_same(tmp_path):
    (tmp_path / "checks.rkt").write_text(PROGRAM)
    done = subprocess.run(["racket", "checks.rkt"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert done.stdout == EXPECTED_OUT
    assert same_path(done.stderr.split("  context...:")[0]) == EXPECTED_ERR
