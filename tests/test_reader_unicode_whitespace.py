"""The reader takes Racket's whitespace (char-whitespace?) between data: a no-break space
(U+00A0, as an editor leaves in `(define (f ...)` of a public course's interpreter), the
Unicode spaces U+2000-U+200A, U+3000, vertical tab and the others, in a program's text (the
direct reader and the parser alike) and in `read` of a port. Answers from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

CASES = {
    "no-break space in a definition": (
        "#lang racket\n(define\u00a0(f x) (* x 2))\n(f 21)\n", ("42\n", 0, "")),
    "unicode spaces and vertical tab": (
        "#lang racket\n(list 1\u20032\u30003\v4\u202f5\u205f6\u00857)\n", ("'(1 2 3 4 5 6 7)\n", 0, "")),
    "in a parsed datum": (
        "#lang racket\n'#(a\u00a0b #hash((k\u00a0. v)))\n", ("'#(a b #hash((k . v)))\n", 0, "")),
    "read of a port": (
        "#lang racket\n(read (open-input-string (string #\\( #\\x #\\u00A0 #\\y #\\))))\n"
        "(string->symbol (string #\\a #\\u00A0 #\\b))\n(char-whitespace? #\\u00A0)\n",
        ("'(x y)\n'|a\u00a0b|\n#t\n", 0, "")),
}


test_minischeme, test_racket = case_tests(CASES)
