"""`struct-copy`'s syntax errors, now reported by its lowering (it has no S-expression
compiler of its own): the struct type's name first, then every field update, before any
expression inside it is expanded, as Racket's macro checks them.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module  # noqa: E402

PT = "(struct pt (x y))\n"


run = run_module


BAD_UPDATE = ("struct-copy: bad syntax;\n expected a field update of the form (<field-id> <expr>)\n"
              " or (<field-id> #:parent <parent-id> <expr>)\n")

CASES = {
    "a field the type has not": (
        PT + "(struct-copy pt (pt 1 2) [z 3])",
        "t.rkt:3:26: struct-copy: field name not associated with the given structure type\n"
        "  at: z\n  in: (struct-copy pt (pt 1 2) (z 3))"),
    "a name that is no struct type": (
        "(struct-copy nope (list 1) [z 3])",
        "t.rkt:2:13: struct-copy: identifier is not bound to a structure type\n  at: nope\n"
        "  in: (struct-copy nope (list 1) (z 3))"),
    "a number for the struct type": (
        "(struct-copy 5 (list 1) (x 1))",
        "t.rkt:2:13: struct-copy: not an identifier for structure type\n  at: 5\n"
        "  in: (struct-copy 5 (list 1) (x 1))"),
    "an update without a value": (
        PT + "(struct-copy pt (pt 1 2) [x])",
        "t.rkt:3:25: " + BAD_UPDATE + "  at: (x)\n  in: (struct-copy pt (pt 1 2) (x))"),
    "the first bad update of two": (
        PT + "(struct-copy pt (pt 1 2) (x) (y 1 2))",
        "t.rkt:3:25: " + BAD_UPDATE + "  at: (x)\n  in: (struct-copy pt (pt 1 2) (x) (y 1 2))"),
    "a bad field before an unbound name in an earlier update": (
        PT + "(struct-copy pt (pt 1 2) [x undefined-thing] [q 2])",
        "t.rkt:3:46: struct-copy: field name not associated with the given structure type\n"
        "  at: q\n  in: (struct-copy pt (pt 1 2) (x undefined-thing) (q 2))"),
    "a bad field inside a procedure": (
        PT + "(define (f p) (struct-copy pt p [w 1]))",
        "t.rkt:3:33: struct-copy: field name not associated with the given structure type\n"
        "  at: w\n  in: (struct-copy pt p (w 1))"),
    "an unbound name in the value, once the syntax is right": (
        PT + "(struct-copy pt undefined-thing [x 1])",
        "t.rkt:3:16: undefined-thing: unbound identifier\n  in: undefined-thing"),
    "an unbound name in a field's new value": (
        PT + "(struct-copy pt (pt 1 2) [x undefined-thing])",
        "t.rkt:3:28: undefined-thing: unbound identifier\n  in: undefined-thing"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_struct_copy_reports_its_syntax_errors_as_racket_does(case):
    source, error = CASES[case]
    assert run(source) == "ERROR: " + error
