"""The `struct` form: field options (#:auto, #:mutable), #:auto-value, inheritance.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from minischeme.interpreter import Interpreter
from minischeme.ports import capture_output


def run(source: str) -> str:
    """Run ``source`` as a `#lang racket` module: what it prints, then `ERROR: ` and the error."""
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket\n" + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    text = port.getvalue()
    if outcome.error is not None:
        text += "ERROR: " + outcome.error
    return text


def test_auto_fields_are_not_constructor_arguments_and_take_the_auto_value():
    assert run("(struct counter ([n #:mutable] [label #:auto]) #:auto-value 'none #:transparent)\n"
               "(define c (counter 0))\nc\n(counter-label c)\n(set-counter-n! c 5)\nc") == (
        "(counter 0 'none)\n'none\n(counter 5 'none)\n")


def test_each_struct_type_fills_its_own_auto_fields_default_false():
    assert run("(struct a (x [y #:auto]) #:transparent #:auto-value 7)\n"
               "(struct b a (z [w #:auto #:mutable]) #:transparent)\n"
               "(define v (b 1 2))\nv\n(set-b-w! v 'q)\nv\n(struct->vector v)\n(b 1)") == (
        "(b 1 7 2 #f)\n(b 1 7 2 'q)\n'#(struct:b 1 7 2 q)\n"
        "ERROR: b: arity mismatch;\n the expected number of arguments does not match the given "
        "number\n  expected: 2\n  given: 1")


def test_a_plain_field_after_an_auto_field_is_a_syntax_error():
    assert run("(struct s ([a #:auto] b))").startswith(
        "ERROR: t.rkt:2:10: struct: non-auto field after an auto field disallowed\n  at: b\n"
        "  in: (struct s ((a #:auto) b))")
