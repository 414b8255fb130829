"""Matching a regexp against an input port (`regexp-match?` over `open-input-string`, as a
Racket guide program of sweep 11 does; it stopped at a contract violation): the match is of
bytes, and the port is read through the end of the match, so the next read goes on after
it. Racket 8.7's answers: tests/differential/regexp_match_ports.exprs."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

PROGRAM = """#lang racket
(define (has-hello? in) (regexp-match? #rx"hello" in))
(displayln (has-hello? (open-input-string "say hello world")))
(define p (open-input-string "key=value; next"))
(displayln (regexp-match #rx"([a-z]+)=([a-z]+)" p))
(displayln (read-string 6 p))
(displayln (regexp-match? #rx"zzz" p))
(displayln (eof-object? (read-char p)))
"""

CASES = {"port": (PROGRAM, ("#t\n(key=value key value)\n; next\n#f\n#t\n", 0, ""))}

test_minischeme, test_racket = case_tests(CASES)
