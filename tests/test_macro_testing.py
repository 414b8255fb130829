"""syntax/macro-testing: `convert-compile-time-error` and `convert-syntax-error` turn an
error expanding their expression into a run-time exception: exn:fail:syntax with the
located message (convert-syntax-error's without location, `at:` or `in:`), a transformer's
exception rebuilt as an exn:fail; the expression as it is otherwise, seeing local
variables. Racket 8.7's output recorded below."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = r'''#lang racket
(require syntax/macro-testing)
(define-syntax (boom stx) (error 'boom "transformer failed"))
(define (f x) (convert-compile-time-error (+ x 1)))
(define (g x) (convert-compile-time-error (+ x no-such-thing)))
(define (msg thunk) (with-handlers ([exn:fail? (lambda (e) (list (exn:fail:syntax? e) (exn-message e)))]) (thunk)))
(displayln (convert-compile-time-error (+ 1 2)))
(f 41)
(msg (lambda () (g 1)))
(msg (lambda () (convert-compile-time-error (lambda))))
(msg (lambda () (convert-syntax-error (lambda))))
(msg (lambda () (convert-syntax-error (+ 1 nope))))
(msg (lambda () (convert-compile-time-error (if))))
(msg (lambda () (convert-compile-time-error (boom))))
(msg (lambda () (convert-compile-time-error (let ([y 2]) (+ y zzz)))))
(let ([y 5]) (convert-compile-time-error (* y y)))
(convert-compile-time-error (list 1 2))
(msg (lambda () (convert-compile-time-error (let () (define a 1)))))
(define-syntax (boom2 stx) (raise 42))
(define-syntax (boom3 stx) (raise-argument-error 'boom3 "number?" 'x))
(with-handlers ([exn? (lambda (e) (list (exn:fail? e) (exn:fail:contract? e) (exn-message e)))]) (convert-compile-time-error (boom3)))
(msg (lambda () (convert-syntax-error (let ([x 1] [x 2]) x))))
(msg (lambda () (convert-compile-time-error (let ([x 1] [x 2]) x))))
'''

RACKET_PRINTS = r'''3
42
'(#t "main.rkt:5:47: no-such-thing: unbound identifier\n  in: no-such-thing")
'(#t "main.rkt:10:44: lambda: bad syntax\n  in: (lambda)")
'(#t "lambda: bad syntax")
'(#t "nope: unbound identifier")
'(#t "main.rkt:13:44: if: bad syntax\n  in: (if)")
'(#f "boom: transformer failed")
'(#t "main.rkt:15:62: zzz: unbound identifier\n  in: zzz")
25
'(1 2)
'(#t "main.rkt:18:52: begin (possibly implicit): the last form is not an expression\n  at: (define a 1)\n  in: (begin (define a 1))")
'(#t #f "boom3: contract violation\n  expected: number?\n  given: 'x")
'(#t "let: duplicate identifier")
'(#t "main.rkt:23:57: let: duplicate identifier\n  at: x\n  in: (let ((x 1) (x 2)) x)")
'''


def test_compile_time_errors_are_raised_at_run_time(tmp_path: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (RACKET_PRINTS, 0, "")


def test_the_koans_wrapping_stays_quiet(tmp_path: Path) -> None:
    program = ("#lang racket/base\n(require rackunit syntax/macro-testing)\n"
               "(check-not-exn (lambda () (convert-compile-time-error (let ([p 1]) (check-equal? p 1)))))\n"
               "(check-exn exn:fail:syntax? (lambda () (convert-compile-time-error (undefined-fn 1))))\n")
    assert minischeme_run({"main.rkt": program}, tmp_path, "main.rkt") == ("", 0, "")


@needs_racket
def test_the_recorded_output_is_racket_s(tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (RACKET_PRINTS, 0, "")
