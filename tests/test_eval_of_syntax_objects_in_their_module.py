"""`eval` of a syntax object written `#'(...)` in a module runs in that module, as in
Racket, where a syntax object's identifiers mean what they mean where they were written:
the module's definitions, imports and macros (a student's hw4 test file checks its
`while-less` macro with `(eval (syntax (let ((a 0)) (while-less 7 do ...) a)))`). A quoted
datum, and the datum `syntax->datum` takes out of a syntax object, still meet the empty
current namespace of `racket FILE`; a syntax error in the evaluated form is reported where
the form was written. Not covered (minischeme's syntax is plain data): `quasisyntax` and
`datum->syntax` results, and an unbound name inside (Racket: `in module: top-level`).
Each case is a `#lang racket` program and what Racket 8.7 prints."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402

CASES = {'a_macro_the_module_imports': ('(define-syntax-rule (while-less bound do body)\n'
                                '  (let ([b bound]) (let loop ([v body]) (if (>= v b) #t (loop '
                                'body)))))\n'
                                '(define (handler thunk) (with-handlers ([exn:fail? (lambda (e) '
                                '"invalid")]) (thunk)))\n'
                                '(handler (lambda () (eval (syntax (let ((a 0)) (while-less 7 do '
                                '(begin (set! a (+ a 1)) a)) a)))))\n'
                                "(handler (lambda () (eval #'(while-less 7 do 10))))\n",
                                '7\n#t\n'),
 'a_quoted_datum_meets_the_empty_namespace': ('(define x 5)\n'
                                              '(define (h thunk) (with-handlers ([exn:fail? '
                                              'exn-message]) (thunk)))\n'
                                              "(h (lambda () (eval '(+ x 1))))\n"
                                              "(h (lambda () (eval (syntax->datum #'(+ x 1)))))\n"
                                              "(equal? (syntax->datum #'(+ x 1)) '(+ x 1))\n",
                                              '"+: unbound identifier;\\n also, no #%app syntax '
                                              'transformer is bound\\n  at: +\\n  in: (+ x 1)"\n'
                                              '"+: unbound identifier;\\n also, no #%app syntax '
                                              'transformer is bound\\n  at: +\\n  in: (+ x 1)"\n'
                                              '#t\n'),
 'errors_where_they_are_written': ('(define (h thunk) (with-handlers ([exn:fail? exn-message]) '
                                   '(thunk)))\n'
                                   "(h (lambda () (eval #'(if))))\n"
                                   "(h (lambda () (eval #'(car '()))))\n"
                                   "(h (lambda () (eval #'(let loop ((i 0)) (if (< i 3) (loop "
                                   '(add1 i)) i)))))\n',
                                   '"main.rkt:3:22: if: bad syntax\\n  in: (if)"\n'
                                   '"car: contract violation\\n  expected: pair?\\n  given: \'()"\n'
                                   '3\n'),
 'the_module_s_definitions': ('(define x 5)\n'
                              '(define (f n) (* n 10))\n'
                              "(eval #'(+ x 1))\n"
                              "(eval #'(f x))\n"
                              "(define stx #'(list x (f 2)))\n"
                              '(eval stx)\n'
                              '(eval stx)\n',
                              "6\n50\n'(5 20)\n'(5 20)\n")}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
