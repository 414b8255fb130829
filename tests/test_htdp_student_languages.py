"""How to Design Programs' teaching languages, as `racket FILE` runs a file DrRacket saved
in one: the `#reader(lib "htdp-...-reader.ss" "lang")` header names the language
(reading/student_header.py), tests report nothing, results print as the teaching
languages print them (`#true`, `(list 1 2)`, `(make-pt 1 2)`: forms/htdp.py), and the
teaching languages' string procedures exist (primitives/htdp_strings.py). Found by the
second fresh corpus (issue 30): four HtDP exercises were refused (`#reader` not enabled).
The answers were recorded from Racket 8.7 (`racket FILE`: stdout, exit code, first stderr
line); where racket is installed, the recordings are checked against it too."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

# A file as DrRacket saves it: a failing check-expect reports nothing under `racket`.
SAVED = """\
;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname ex502) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #f)))
(define-struct pt (x y))
(list 1 "a" #\\b 'c #true empty (make-pt 1 2) (list 1 2) 1/3 2.5 (cons 1 empty))
#false
'()
(check-expect (+ 1 1) 3)
(check-expect (+ 1 1) 2)
(check-within 1.0 1.1 0.01)
(check-error (/ 1 0))
"""

STRINGS = """\
#lang htdp/isl+
(explode "abc")
(implode (list "a" "b"))
(string-ith "hello" 1)
(replicate 3 "ab")
(int->string 65)
(string->int "A")
(string-upper-case? "AB")
(string-whitespace? "  ")
(string-contains? "ll" "hello")
(sqr 3)
(add1 1)
"""

# A structure is transparent (equal? compares fields, as rackunit's check-equal? in a
# course's tests does); member? is the teaching languages' own (a sweep's PDP course files).
STRUCTS = """\
#lang htdp/bsl
(define-struct m (a b))
(equal? (make-m 1 (list 2)) (make-m 1 (list 2)))
(equal? (make-m 1 2) (make-m 1 3))
(require rackunit)
(check-equal? (make-m 1 2) (make-m 1 2))
(member? 1 (list 3 1))
(member? "x" (list "a"))
(member? 1 5)
"""

PROGRAMS = {"saved": SAVED, "strings": STRINGS, "structs": STRUCTS}
RECORDED = {
    "saved": ('(list 1 "a" #\\b \'c #true \'() (make-pt 1 2) (list 1 2) 1/3 2.5 (list 1))\n#false\n\'()\n', 0, ""),
    "strings": ('(list "a" "b" "c")\n"ab"\n"e"\n"ababab"\n"A"\n65\n#true\n#true\n#true\n9\n2\n', 0, ""),
    "structs": ("#true\n#false\n#true\n#false\n", 1,
                "member?: second argument must be a list, but received 1 and 5"),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_student_program_runs_as_racket_ran_it(name, tmp_path):
    assert minischeme_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_recordings_are_what_racket_answers(name, tmp_path):
    assert racket_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]


def test_the_header_keeps_positions():
    from minischeme.reading.student_header import htdp_header
    lang, text = htdp_header(SAVED)
    assert lang == "htdp/isl+"
    assert [len(line) for line in text.splitlines()] == [len(line) for line in SAVED.splitlines()]
    assert "#reader" not in text and text.splitlines()[3] == SAVED.splitlines()[3]
