"""`stop-before` and `stop-after` (racket/base): a sequence cut at the first element that
satisfies a predicate, walked lazily (an endless `in-naturals` stops), in `for` clauses and
as values. Racket 8.7's answers: tests/differential/stop_before_after.exprs; a Racket guide
program of sweep 11 stopped at `stop-before: unbound identifier`."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

PROGRAM = """#lang racket
(for ([c (stop-before "abc def" char-whitespace?)]) (display c))
(newline)
(displayln (for/list ([i (stop-after (in-naturals) (lambda (x) (> x 3)))]) i))
(define s (stop-before (in-list '(2 4 5 6)) odd?))
(displayln (sequence->list s))
(displayln (sequence->list s))
"""

CASES = {"stop": (PROGRAM, ("abc\n(0 1 2 3 4)\n(2 4)\n(2 4)\n", 0, ""))}

test_minischeme, test_racket = case_tests(CASES)
