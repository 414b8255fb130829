"""Library names older programs require that Racket 8.7 still resolves: `schemeunit` and
`schemeunit/text-ui` (rackunit under its PLT Scheme name) and `racket/include` (whose
`include` every module here has). Answers recorded from Racket 8.7, checked again where
racket is installed (sweep 10's programs stopped at `require: unknown module`)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

CASES = {
    "schemeunit": ({"main.rkt": "#lang scheme\n(require schemeunit schemeunit/text-ui)\n"
                                "(check-equal? (+ 1 1) 2)\n"
                                "(run-tests (test-suite \"s\" (test-case \"t\" (check-true #t))))\n"},
                   ("1 success(es) 0 failure(s) 0 error(s) 1 test(s) run\n0\n", 0, "")),
    "racket/include": ({"main.rkt": "#lang racket/base\n(require racket/include)\n"
                                    "(define-syntax-rule (def n v) (define n v))\n"
                                    "(include \"defs.rktl\")\n(displayln (+ a b))\n",
                        "defs.rktl": "(def a 1)\n(def b 2)\n"},
                       ("3\n", 0, "")),
}


test_minischeme, test_racket = case_tests(CASES)
