"""`(... template)` in a macro's template: its ellipses are literal, but its pattern
variables are still filled in, as Racket's escape does. A macro that defines a macro
writes the inner one's ellipses so (the IU compiler course's utilities.rkt:
`(define-syntax-rule (define-debug-level name level) (... (define-syntax (name stx) ...)))`).
Each recording is Racket 8.7's."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402

CASES = {
    "syntax_rules_defining_a_syntax_case_macro": (
        "(define-syntax-rule (define-level name level)\n  (...\n   (define-syntax (name stx)\n"
        "     (syntax-case stx ()\n       [(_ label value ...)\n"
        "        #`(when (> 3 level) (list label value ...))]))))\n"
        "(define-level trace 1)\n(define-level debug 2)\n(trace 'a 1 2)\n(debug 'b 3)\n",
        "'(a 1 2)\n'(b 3)\n"),
    "syntax_rules_literal_ellipsis_beside_a_variable": (
        "(define-syntax-rule (m x) (... (list x '...)))\n(m 5)\n", "'(5 ...)\n"),
    "syntax_case_defining_a_syntax_rules_macro": (
        "(define-syntax (mk stx)\n  (syntax-case stx ()\n    [(_ name k)\n"
        "     #'(... (define-syntax-rule (name a ...) (list k a ...)))]))\n"
        "(mk lst 0)\n(lst 1 2 3)\n", "'(0 1 2 3)\n"),
    "syntax_case_quoted_ellipsis": (
        "(define-syntax (m2 stx) (syntax-case stx () [(_ x) #'(... (quote (x ...)))]))\n(m2 7)\n",
        "'(7 ...)\n"),
    "escaped_ellipsis_alone": (
        "(define-syntax-rule (q x ...) '(x ... (... ...)))\n(q 1 2)\n", "'(1 2 ...)\n"),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
