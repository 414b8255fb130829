"""A teaching language binds a `define-struct`'s name to the structure type alone: a
student who writes `(p 1 2)` for `(make-p 1 2)`, or names `p` as a value, gets a syntax
error that points at the constructor, when the module compiles, at the name; the
language's own `posn` called the same way gets the same words (expansion/teaching.py's
``struct_type_message``, the expander's ``check_structure_type_call``). A parameter
named like the type is a variable as any other; the type's name is a module-level name, so a
second definition of it (a struct's or a variable's) is refused there. Recorded from Racket 8.7 (stdout, exit
code, first stderr line); checked against it where racket is installed."""
from __future__ import annotations

from pathlib import Path

from program_runs import case_tests, minischeme_run_whole

CASES = {
    'bsl_type_called': ('#lang htdp/bsl\n(define-struct p (x y))\n(+ 1 2)\n(p 1 2)\n',
        ('', 1, 'student.rkt:4:1: p: expected a function after the open parenthesis, but found a structure type (do you mean make-p)')),
    'bsl_type_as_value': ('#lang htdp/bsl\n(define-struct p (x y))\n(+ 1 2)\n(list p)\n',
        ('', 1, 'student.rkt:4:6: p: structure type; do you mean make-p')),
    'bsl_type_called_in_a_function': ('#lang htdp/bsl\n(define (g x) (p x x))\n(define-struct p (x y))\n',
        ('', 1, 'student.rkt:2:15: p: expected a function after the open parenthesis, but found a structure type (do you mean make-p)')),
    'bsl_posn_called': ('#lang htdp/bsl\n(+ 1 2)\n(posn 1 2)\n',
        ('', 1, 'student.rkt:3:1: posn: expected a function after the open parenthesis, but found a structure type (do you mean make-posn)')),
    'isl_type_called': ('#lang htdp/isl\n(define-struct card (suit rank))\n(card "H" 1)\n',
        ('', 1, 'student.rkt:3:1: card: expected a function after the open parenthesis, but found a structure type (do you mean make-card)')),
    'asl_type_as_value': ('#lang htdp/asl\n(define-struct p (x y))\np\n',
        ('', 1, 'student.rkt:3:0: p: structure type; do you mean make-p')),
    'bsl_parameter_named_like_the_type': ('#lang htdp/bsl\n(define-struct p (x y))\n(define (g p) (p-x p))\n(g (make-p 1 2))\n',
        ('1\n', 0, '')),
    'bsl_type_in_tested_expression_runs': ('#lang htdp/bsl\n(define-struct p (x y))\n(check-expect (p 1 2) 1)\n(+ 1 2)\n',
        ('3\n', 0, '')),
    'bsl_struct_defined_twice_names_the_type': ('#lang htdp/bsl\n(define-struct person [a b])\n(define-struct person [c])\n',
        ('', 1, 'student.rkt:3:15: person: this name was defined previously and cannot be re-defined')),
    'bsl_variable_then_struct_of_its_name': ('#lang htdp/bsl\n(define person 1)\n(define-struct person [c])\n',
        ('', 1, 'student.rkt:3:15: person: this name was defined previously and cannot be re-defined')),
    'bsl_struct_then_variable_of_its_name': ('#lang htdp/bsl\n(define-struct person [c])\n(define person 1)\n',
        ('', 1, 'student.rkt:3:8: person: this name was defined previously and cannot be re-defined')),
}

test_minischeme_runs_it_as_racket_did, test_racket_answers_as_recorded = case_tests(CASES, "student.rkt")


def test_the_error_names_the_form_as_racket_does(tmp_path: Path) -> None:
    """The lines after the first, as Racket 8.7 prints them (before its context)."""
    out, code, err = minischeme_run_whole({"student.rkt": CASES['bsl_type_called'][0]}, tmp_path, "student.rkt")
    assert err.splitlines()[1:3] == ["  at: p", "  in: (p 1 2)"]
    out, code, err = minischeme_run_whole({"student.rkt": CASES['bsl_type_as_value'][0]}, tmp_path, "student.rkt")
    assert err.splitlines()[1:3] == ["  at: p", "  in: p"]
    out, code, err = minischeme_run_whole({"student.rkt": CASES['bsl_posn_called'][0]}, tmp_path, "student.rkt")
    assert err.splitlines()[1] == "  in: posn"
