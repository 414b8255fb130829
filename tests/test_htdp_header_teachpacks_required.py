"""The teachpacks a DrRacket-saved teaching-language file's header names are required, as
Racket's reader requires them (found by correctness sweep 15: an HtDP exercise calling
`read-lines` with 2htdp/batch-io chosen in DrRacket's Language menu stopped at "read-lines:
this function is not defined"): those minischeme has (2htdp/batch-io, 2htdp/abstraction,
2htdp/itunes), 2htdp/image skipped, every position where it was. Each case: the files, and
(stdout, exit code, first stderr line) as Racket 8.7 gave them."""
from __future__ import annotations

from minischeme.reading.student_header import TEACHPACKS
from minischeme.running.languages import REQUIRABLE
from program_runs import case_tests

CASES = {
    'batch_io_and_abstraction': (';; The first three lines of this file were inserted by DrRacket. They record metadata\n;; about the language level of this file in a form that our tools can easily process.\n#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname main) (read-case-sensitive #t) (teachpacks ((lib "image.rkt" "teachpack" "2htdp") (lib "batch-io.rkt" "teachpack" "2htdp") (lib "abstraction.rkt" "teachpack" "2htdp"))) (htdp-settings #(#t constructor repeating-decimal #f #t none #f ((lib "image.rkt" "teachpack" "2htdp") (lib "batch-io.rkt" "teachpack" "2htdp") (lib "abstraction.rkt" "teachpack" "2htdp")) #f)))\n(write-file \'stdout "hi\\n")\n(for/list ([i 3]) i)\n(define (f x) (/ x 0))\n(f 1)\n',
        ("hi\n'stdout\n(list 0 1 2)\n", 1, '/: division by zero')),
    'batch_io_reads_a_file': ({'main.rkt': ';; The first three lines of this file were inserted by DrRacket. They record metadata\n;; about the language level of this file in a form that our tools can easily process.\n#reader(lib "htdp-beginner-reader.ss" "lang")((modname main) (read-case-sensitive #t) (teachpacks ((lib "batch-io.rkt" "teachpack" "2htdp"))) (htdp-settings #(#t constructor repeating-decimal #f #t none #f ((lib "batch-io.rkt" "teachpack" "2htdp")) #f)))\n(read-lines "w.txt")\n(string-length (read-file "w.txt"))\n', 'w.txt': 'ab\ncd\n'},
        ('(cons "ab" (cons "cd" \'()))\n5\n', 0, '')),
    'no_teachpack_no_library': (';; The first three lines of this file were inserted by DrRacket. They record metadata\n;; about the language level of this file in a form that our tools can easily process.\n#reader(lib "htdp-beginner-reader.ss" "lang")((modname main) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #f)))\n(read-lines "w.txt")\n',
        ('', 1, 'main.rkt:4:1: read-lines: this function is not defined')),
    'a_position_after_the_header': (';; The first three lines of this file were inserted by DrRacket. They record metadata\n;; about the language level of this file in a form that our tools can easily process.\n#reader(lib "htdp-beginner-abbr-reader.ss" "lang")((modname main) (read-case-sensitive #t) (teachpacks ((lib "image.rkt" "teachpack" "2htdp") (lib "batch-io.rkt" "teachpack" "2htdp"))) (htdp-settings #(#t constructor repeating-decimal #f #t none #f ((lib "image.rkt" "teachpack" "2htdp") (lib "batch-io.rkt" "teachpack" "2htdp")) #f)))\n(define x 1)\n(+ x "a")\n',
        ('', 1, '+: expects a number, given "a"')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)


def test_every_teachpack_required_is_a_library_here():
    assert set(TEACHPACKS) <= set(REQUIRABLE)
