"""The `struct` form: field options (#:auto, #:mutable), #:auto-value, inheritance.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


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


def test_struct_copy_makes_the_named_type_and_only_knows_its_own_fields():
    src = ("(struct shape (name) #:transparent)\n(struct circle shape (r) #:transparent)\n"
           "(struct-copy shape (circle \"c\" 1) [name \"c2\"])\n(struct-copy circle (circle \"c\" 1) [r 3])")
    assert run(src) == '(shape "c2")\n(circle "c" 3)\n'
    # a parent's field through the child's name is a syntax error, at the field
    assert run(src + "\n(struct-copy circle (circle \"c\" 1) [name \"c2\"])") == (
        "ERROR: t.rkt:6:36: struct-copy: field name not associated with the given structure "
        "type\n  at: name\n  in: (struct-copy circle (circle \"c\" 1) (name \"c2\"))")


def test_an_opaque_part_of_a_struct_prints_as_dots_beside_the_transparent_fields():
    assert run("(struct a (x) #:transparent)\n(struct b a (y))\n(struct c (x))\n"
               "(struct d c (y) #:transparent)\n(struct e d (z))\n"
               "(b 1 2)\n(d 1 2)\n(e 1 2 3)\n(list (b 'sym 2))\n(write (b 1 2))\n(newline)\n"
               "(struct->vector (d 1 2))\n(struct my-exn exn:fail (code))\n"
               "(my-exn \"m\" (current-continuation-marks) 4)\n"
               "(list (equal? (b 1 2) (b 1 2)) (equal? (d 1 2) (d 1 2)) (struct? (b 1 2)) "
               "(struct? (c 1)))") == (
        "(b 1 ...)\n(d ... 2)\n(e ... 2 ...)\n(list (b 'sym ...))\n#(struct:b 1 ...)\n"
        "'#(struct:d ... 2)\n(my-exn \"m\" #<continuation-mark-set> ...)\n'(#f #f #t #f)\n")


def test_a_mutator_given_a_non_instance_names_no_argument_position():
    # racket 8.7: set-p-x!: contract violation / expected: p? / given: 5 (nothing more)
    assert run("(struct p (x) #:mutable)\n(set-p-x! 5 1)") == (
        "ERROR: set-p-x!: contract violation\n  expected: p?\n  given: 5")


def test_a_module_level_struct_is_lowered_and_its_auto_value_keeps_its_position():
    # `struct` at module level is a define-values of its procedures (structs.lower_struct)
    assert run("(struct a ([x #:auto]) #:auto-value undefined-q)") == (
        "ERROR: t.rkt:2:36: undefined-q: unbound identifier\n  in: undefined-q")
    assert run("(struct a (y [x #:auto]) #:auto-value (list 1) #:transparent)\n(a 2)") == (
        "(a 2 '(1))\n")
