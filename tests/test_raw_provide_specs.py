"""The primitive `#%provide`'s own specs (an EOPL course's `(#%provide (all-defined))` in
`#lang eopl`): all-defined, all-defined-except, prefix-all-defined(-except), all-from,
all-from-except, rename (local name first) and protect; under `provide` those heads are
Racket's "not a provide sub-form". A required `#lang eopl` module prints no values, as
the main one does not. Answers recorded from Racket 8.7, checked where it is installed."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

LIB = ("#lang racket\n(#%provide (all-defined-except y) (rename z zz) "
       "(prefix-all-defined-except p: x y z))\n(define x 1)\n(define y 2)\n(define z 3)\n(define w 4)\n")
CASES = {
    "raw specs": ({"lib.rkt": LIB, "main.rkt": "#lang racket\n(require \"lib.rkt\")\n(list x zz z p:w w)\n"},
                  ("'(1 3 3 4 4)\n", 0, "")),
    "except hides": ({"lib.rkt": LIB, "main.rkt": "#lang racket\n(require \"lib.rkt\")\ny\n"},
                     ("", 1, "main.rkt:3:0: y: unbound identifier")),
    "all-from": ({"lib.rkt": LIB,
                  "mid.rkt": "#lang racket\n(require \"lib.rkt\")\n(#%provide (all-from-except \"lib.rkt\" zz))\n",
                  "main.rkt": "#lang racket\n(require \"mid.rkt\")\n(list x p:w)\n"},
                 ("'(1 4)\n", 0, "")),
    "eopl module": ({"d.rkt": "#lang eopl\n(#%provide (all-defined))\n(define-datatype t t? (a (n number?)))\n"
                              "(define (get v) (cases t v (a (n) n)))\n(get (a 5))\n",
                     "main.rkt": "#lang eopl\n(#%require \"d.rkt\")\n(display (get (a 7)))\n"},
                    ("7", 0, "")),
    "not a sub-form": ({"main.rkt": "#lang racket\n(provide (all-defined))\n(define x 1)\n"},
                       ("", 1, "main.rkt:2:9: all-defined: not a provide sub-form")),
}


test_minischeme, test_racket = case_tests(CASES)
