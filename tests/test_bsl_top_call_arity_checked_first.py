"""htdp/bsl checks each call that is a whole module-level expression against the module's
functions (a structure's selectors too) once all its definitions are known, before it
reports an undefined variable: a design-recipe template left at the top, `... (movie-title
m) ... (sweater-producer) ...` (correctness sweep 16, zhyucan/htdp), is Racket's arity
error at `(sweater-producer)`, not `m: this variable is not defined`. A call inside an
expression or a function's body is checked as it compiles, in order
(running/interpreter.py, `_check_top_call_arities`). Racket 8.7's answer:
tests/differential/bsl_top_call_arity_first.rkt."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

HEAD = "#lang htdp/bsl\n(define (f x) x)\n"

CASES = {
    "template_at_the_top": (
        {"main.rkt": "#lang htdp/bsl\n(define-struct movie (title producer))\n"
                     "... (movie-title m) ...\n(define-struct sweater (material size producer))\n"
                     "... (sweater-producer) ...\n"},
        ("", 1, "main.rkt:5:4: sweater-producer: expects 1 argument, but found none")),
    "top_call_after_undefined": ({"main.rkt": HEAD + "y\n(f)\n"},
                                 ("", 1, "main.rkt:4:0: f: expects 1 argument, but found none")),
    "top_call_before_its_definition": (
        {"main.rkt": "#lang htdp/bsl\n(h 1 2)\n(define (h x) 1)\n"},
        ("", 1, "main.rkt:2:0: h: expects only 1 argument, but found 2")),
    "top_call_before_a_body_call": (
        {"main.rkt": HEAD + "(define (h x) (f))\n(h 1 2)\n"},
        ("", 1, "main.rkt:4:0: h: expects only 1 argument, but found 2")),
    "nested_call_waits": ({"main.rkt": HEAD + "y\n(+ (f) 1)\n"},
                          ("", 1, "main.rkt:3:0: y: this variable is not defined")),
    "body_call_in_order": ({"main.rkt": HEAD + "(define (h x) (f))\n(h y)\n"},
                           ("", 1, "main.rkt:3:14: f: expects 1 argument, but found none")),
    "isl_checks_at_run_time": ({"main.rkt": "#lang htdp/isl\n(define (f x) x)\ny\n(f 1 2)\n"},
                               ("", 1, "main.rkt:3:0: y: this variable is not defined")),
}

test_minischeme, test_racket = case_tests(CASES)
