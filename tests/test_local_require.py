"""`local-require` (racket/base) in a procedure's body, a `let` body and at module level:
the required names are there from the form on (a CSC324 course's type-variable generator
requires `format-symbol` inside its lambda). Each recording is Racket 8.7's."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402

CASES = {
    "in_a_lambda_body": (
        "(define (g)\n  (local-require (only-in racket/syntax format-symbol))\n"
        "  (format-symbol \"a~a\" 1))\n(g)\n", "'a1\n"),
    "in_a_let_body": ("(let () (local-require racket/list) (last '(1 2 3)))\n", "3\n"),
    "at_module_level": ("(local-require racket/string)\n(string-prefix? \"ab\" \"a\")\n", "#t\n"),
    "inside_an_expression": ("(list (let () (local-require racket/list) (first '(9))))\n", "'(9)\n"),
    "a_generator_calling_it_each_time": (
        "(define (gen)\n  (let ([i -1])\n    (λ ([id #f])\n      (set! i (add1 i))\n"
        "      (local-require (only-in racket/syntax format-symbol))\n"
        "      (format-symbol \"α~a\" (if id id i)))))\n"
        "(define g (gen))\n(list (g) (g) (g 'x) (g))\n", "'(α0 α1 αx α3)\n"),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
