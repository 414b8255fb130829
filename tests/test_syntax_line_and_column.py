"""`syntax-line` and `syntax-column` of the form a transformer is given: where it was
written (a course's debug macro prints its `#,(syntax-line stx)`); #f for a form that
carries no position here. Each recording is Racket 8.7's."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402

WHERE = ("(define-syntax (where stx)\n  (syntax-case stx ()\n"
         "    [(_ x) #`(list #,(syntax-line stx) #,(syntax-column stx) x)]))\n")
CASES = {
    "at_a_module_top": (WHERE + "(where 1)\n", "'(5 0 1)\n"),
    "nested_and_indented": (WHERE + "  (display (where 2))\n(newline)\n", "(5 11 2)\n"),
    "of_a_quoted_list": ("(syntax-line #'(a b))\n", "2\n"),
    "of_a_built_datum": ("(syntax-line (datum->syntax #f (list 1 2)))\n", "#f\n"),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
