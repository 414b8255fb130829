"""2htdp/abstraction's `match` in a teaching language takes the language's posn as a
structure pattern, `(posn x y)`, though the language binds no `struct:posn` variable
(forms/struct_names.language_struct_type, used by both of match's compilers); a module's
own define-struct is matched as before. Recorded from Racket 8.7 (stdout, exit code, first
stderr line); checked against it where racket is installed."""
from __future__ import annotations

from program_runs import case_tests

_BODY = ('(require 2htdp/abstraction)\n(define-struct q (a b))\n'
         '(match (make-posn 1 2) [(posn x y) (+ x y)])\n(match (make-q 3 4) [(q a b) (* a b)])\n'
         '(match 5 [(posn x y) 1] [_ 0])\n'
         '(define (f p) (match p [(posn 0 y) y] [(posn x _) x]))\n(f (make-posn 0 7))\n(f (make-posn 3 7))\n')

CASES = {
    'isl_plus_posn_pattern': ('#lang htdp/isl+\n' + _BODY, ('3\n12\n0\n7\n3\n', 0, '')),
    'bsl_posn_pattern': ('#lang htdp/bsl\n' + _BODY, ('3\n12\n0\n7\n3\n', 0, '')),
    'asl_posn_pattern': ('#lang htdp/asl\n' + _BODY, ('3\n12\n0\n7\n3\n', 0, '')),
    'struct_posn_still_undefined': ('#lang htdp/isl\nstruct:posn\n',
        ('', 1, 'student.rkt:2:0: struct:posn: this variable is not defined')),
}

test_minischeme_runs_it_as_racket_did, test_racket_answers_as_recorded = case_tests(CASES, "student.rkt")
