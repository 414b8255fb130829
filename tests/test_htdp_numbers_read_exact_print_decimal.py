"""How to Design Programs' teaching languages' numbers, as `racket FILE` runs a student's
file: a decimal literal is exact (`1.5` is 3/2, `2.0` is 2: reading/direct.py), while
`#i1.5` and `string->number` stay inexact; a result prints an exact rational whose
decimal expansion ends as a decimal (`0.00000095367431640625`), others as fractions,
an inexact number marked `#i`; htdp/bsl, which has no list abbreviations, prints a list
as its conses (forms/htdp.py). Found by correctness sweep 13. Recorded from Racket 8.7
(stdout, exit code, first stderr line); checked against it where racket is installed."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAMS = {
 "decimals_exact": "#lang htdp/isl+\n(list (/ 1 1048576) (/ -1 4) 0.1 1e3 1.5e-3 (/ 10 4) (* 1.0 2) .5 -0.75 (/ 1.0 3) (expt 2.0 70))\n(exact? 1.5)\n(number->string 1.5)\n(string->number \"1.5\")\n",
 "inexact_marked": "#lang htdp/isl\n(sqrt 2)\n(exact->inexact 10)\n(sqrt -2)\n(sqrt -4)\n#i1.5\n(list (sqrt 3) 1/3 7/3)\n",
 "bsl_writes_conses": "#lang htdp/bsl\n(list 1 2)\n(cons \"a\" (cons 'b empty))\n(define-struct node (k l))\n(make-node (list 1.5) (sqrt 3))\nempty\n",
 "bsl_plus_abbreviates": "#lang htdp/bsl+\n(list 1 (list 2) empty)\n",
 "saved_beginner": ";; The first three lines of this file were inserted by DrRacket. They record metadata\n;; about the language level of this file in a form that our tools can easily process.\n#reader(lib \"htdp-beginner-reader.ss\" \"lang\")((modname h) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor mixed-fraction #f #t none #f () #t)))\n(list 1 2.5)\n(* 1.0 2)\n",
}

RECORDED = {
    'decimals_exact': ('(list 0.00000095367431640625 -0.25 0.1 1000 0.0015 2.5 2 0.5 -0.75 1/3 1180591620717411303424)\n#true\n"3/2"\n#i1.5\n', 0, ''),
    'inexact_marked': ('#i1.4142135623730951\n#i10.0\n#i0.0+1.4142135623730951i\n0+2i\n#i1.5\n(list #i1.7320508075688772 1/3 7/3)\n', 0, ''),
    'bsl_writes_conses': ('(cons 1 (cons 2 \'()))\n(cons "a" (cons \'b \'()))\n(make-node (cons 1.5 \'()) #i1.7320508075688772)\n\'()\n', 0, ''),
    'bsl_plus_abbreviates': ("(list 1 (list 2) '())\n", 0, ''),
    'saved_beginner': ("(cons 1 (cons 2.5 '()))\n2\n", 0, ''),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_teaching_language_numbers_print_as_racket_printed_them(name, tmp_path):
    assert minischeme_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_recordings_are_what_racket_answers(name, tmp_path):
    assert racket_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]


def test_decimals_stay_inexact_outside_the_teaching_languages(tmp_path):
    program = "#lang racket\n(* 1.0 2)\n(exact? 1.5)\n"
    assert minischeme_run({"m.rkt": program}, tmp_path, "m.rkt") == ("2.0\n#f\n", 0, "")
