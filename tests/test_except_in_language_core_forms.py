"""`(except-in LIB #%module-begin)` of a library that is also a module language (eopl,
racket/base) leaves out a core form Racket's library exports, so it is no error (a
public PL project requires `(except-in eopl #%module-begin)` into `#lang racket`); of a
library that is no language it is Racket's "not included" error. Answers from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

CASES = {
    "eopl": ("#lang racket\n(require (except-in eopl #%module-begin))\n"
             "(define-datatype t t? (a (n number?)))\n(cases t (a 4) (a (n) (* n n)))\n",
             ("16\n", 0, "")),
    "racket/base": ("#lang racket\n(require (except-in racket/base #%app))\n(+ 1 2)\n", ("3\n", 0, "")),
    "racket/list": ("#lang racket\n(require (except-in racket/list #%app))\n",
                    ("", 1, "main.rkt:2:20: except-in: identifier `#%app' not included in nested "
                            "require spec")),
}


test_minischeme, test_racket = case_tests(CASES)
