"""What How to Design Programs' teaching languages check and say where racket would say
something else (expansion/teaching.py), as `racket FILE` runs a student's file: a
design-recipe template's placeholders (`..` to `......`) compile and fail only when
evaluated, the whole `(... x ...)` at once; a name nothing defines is "this function is not
defined" where a call names it, else "this variable is not defined"; below `htdp/asl` a
function has a parameter and one body expression; a module-level definition of a name the
language provides is refused (a `local` one is not), a second definition is "this name was defined previously"; lang/posn's `posn` and `e` exist
(primitives/htdp_posn.py). Found by correctness sweep 13 (CS 135 templates and midterms).
Recorded from Racket 8.7 (stdout, exit code, first stderr line); checked against it where
racket is installed."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAMS = {
 "template_unused": "#lang htdp/bsl\n(define (f x) (cond [(empty? x) ...] [else (... (first x) ... (f (rest x)) ...)]))\n(define (g x) (.... x))\n(+ 1 2)\n",
 "template_called": "#lang htdp/bsl\n(define (f x) (cond [(empty? x) ...] [else (... (first x) ... (f (rest x)) ...)]))\n(+ 1 2)\n(f (list 1 2))\n",
 "template_args_not_run": "#lang htdp/isl+\n(define (f x) (.... (error 'f \"ran\")))\n(f 1)\n",
 "template_value": "#lang htdp/bsl\n\"before\"\n(define x ..)\n\"after\"\n",
 "unbound_function": "#lang htdp/bsl\n(+ 1 2)\n(define (f x) (g x))\n",
 "unbound_variable": "#lang htdp/isl\n(+ 1 2)\n(define (f x) (local [(define z 1)] (* x y)))\n",
 "no_parameter": "#lang htdp/bsl\n(+ 1 2)\n(define (f) 1)\n",
 "no_body": "#lang htdp/isl+\n(+ 1 2)\n(define (f x))\n",
 "two_bodies": "#lang htdp/bsl\n(+ 1 2)\n(define (f x) 1 2 3)\n",
 "asl_thunk": "#lang htdp/asl\n(define (f) 1)\n(f)\n",
 "test_names_checked": "#lang htdp/bsl\n(define (f x) 1)\n(check-expect (f 1) 1)\n(check-expect (f 1) ANSWER)\n(f 2)\n",
 "test_expected_checked_first": "#lang htdp/isl+\n(check-expect (g 1) ANSWER)\n(check-within (f1 1) 2 (f3 3))\n",
 "redefine_language_name": "#lang htdp/bsl\n(+ 1 2)\n(define (first x) x)\n",
 "redefine_isl_name": "#lang htdp/isl\n(define (argmax f l) l)\n",
 "redefine_posn": "#lang htdp/isl+\n(define-struct posn (x y))\n",
 "local_may_shadow": "#lang htdp/isl\n(define (f y) (local [(define (first x) x)] (first y)))\n(f 1)\n(define (g first) first)\n(g 2)\n(define (argmin x) x)\n",
 "bsl_may_define_isl_names": "#lang htdp/bsl\n(define (argmax f l) l)\n(argmax 1 2)\n",
 "defined_twice": "#lang htdp/bsl\n(define x 1)\n(define (x y) y)\n",
 "accessor_defined_again": "#lang htdp/isl\n(define-struct p (x))\n(define (p-x y) y)\n",
 "posn": "#lang htdp/bsl\n(make-posn 1 2)\n(posn-x (make-posn 1 2))\n(posn-y (make-posn 1 (make-posn 3 4)))\n(posn? (make-posn 1 2))\n(posn? 5)\n(define p (make-posn 3 4))\n(+ (posn-x p) (posn-y p))\n",
}

RECORDED = {
    'template_unused': ('3\n', 0, ''),
    'template_called': ('3\n', 1, '...: expected a finished expression, but found a template'),
    'template_args_not_run': ('', 1, '....: expected a finished expression, but found a template'),
    'template_value': ('"before"\n', 1, '..: expected a finished expression, but found a template'),
    'unbound_function': ('', 1, 'student.rkt:3:15: g: this function is not defined'),
    'unbound_variable': ('', 1, 'student.rkt:3:41: y: this variable is not defined'),
    'no_parameter': ('', 1, 'student.rkt:3:8: define: expected at least one variable after the function name, but found none'),
    'no_body': ('', 1, "student.rkt:3:0: define: expected an expression for the function body, but nothing's there"),
    'two_bodies': ('', 1, 'student.rkt:3:16: define: expected only one expression for the function body, but found 2 extra parts'),
    'asl_thunk': ('1\n', 0, ''),
    'test_names_checked': ('', 1, 'student.rkt:4:20: ANSWER: this variable is not defined'),
    'test_expected_checked_first': ('', 1, 'student.rkt:2:20: ANSWER: this variable is not defined'),
    'redefine_language_name': ('', 1, 'student.rkt:3:9: first: this name was defined in the language or a required library and cannot be re-defined'),
    'redefine_isl_name': ('', 1, 'student.rkt:2:9: argmax: this name was defined in the language or a required library and cannot be re-defined'),
    'redefine_posn': ('', 1, 'student.rkt:2:15: posn: this name was defined in the language or a required library and cannot be re-defined'),
    'local_may_shadow': ('', 1, 'student.rkt:6:9: argmin: this name was defined in the language or a required library and cannot be re-defined'),
    'bsl_may_define_isl_names': ('2\n', 0, ''),
    'defined_twice': ('', 1, 'student.rkt:3:9: x: this name was defined previously and cannot be re-defined'),
    'accessor_defined_again': ('', 1, 'student.rkt:3:9: p-x: this name was defined previously and cannot be re-defined'),
    'posn': ('(make-posn 1 2)\n1\n(make-posn 3 4)\n#true\n#false\n7\n', 0, ''),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_teaching_language_program_runs_as_racket_ran_it(name, tmp_path):
    assert minischeme_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_recordings_are_what_racket_answers(name, tmp_path):
    assert racket_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]


def test_placeholders_are_names_again_outside_the_teaching_languages(tmp_path):
    program = "#lang racket\n(define (f x) (... x))\n"
    out, code, first = minischeme_run({"m.rkt": program}, tmp_path, "m.rkt")
    assert code == 1 and first.endswith("...: ellipses not allowed as an expression")
