"""Whole programs with procedural macros in plain `#lang racket` and `#lang racket/base`
(no syntax/parse), run by minischeme and by Racket 8.7: what they print must be the same.
Transformers are procedures (syntax-case, with-syntax, datum->syntax) calling helpers
defined by begin-for-syntax and define-for-syntax, and format-id (racket/syntax, required
for-syntax) makes the names of generated definitions.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_prints, needs_racket, racket_prints  # noqa: E402

DOUBLE = """#lang racket
(begin-for-syntax (define (twice n) (* 2 n)))
(define-syntax (dbl stx)
  (syntax-case stx ()
    ((_ x) (datum->syntax stx (twice (syntax->datum #'x))))))
(dbl 5)
"""

DEFINE_P = """#lang racket
(require (for-syntax racket/syntax))
(begin-for-syntax (define (make-id stx n) (format-id stx "p~a" n)))
(define-syntax (define-p stx)
  (syntax-case stx ()
    ((_ x) (with-syntax ((px (make-id stx (syntax->datum #'x)))) #'(define (px) x)))))
(define-p 5)
(p5)
"""

# racket/base has procedural transformers once racket/base is required for syntax
DOUBLE_BASE = """#lang racket/base
(require (for-syntax racket/base))
(define-for-syntax (twice n) (* 2 n))
(define-syntax (dbl stx)
  (syntax-case stx ()
    ((_ x) (datum->syntax stx (twice (syntax->datum #'x))))))
(dbl 5)
"""

RECORDS = """#lang racket
;; a record macro: a struct, getters and setters named by format-id, a constructor
;; with keyword arguments; and a my-or and a while loop written with syntax-case
(require (for-syntax racket/syntax))

(begin-for-syntax
  (define (field-names stx fields fmt)
    (for/list ([f (syntax->list fields)]) (format-id stx fmt (syntax-e stx) f))))

(define-syntax (define-record stx)
  (syntax-case stx ()
    [(_ name (field ...))
     (with-syntax ([(getter ...) (field-names #'name #'(field ...) "~a-get-~a")]
                   [(setter ...) (field-names #'name #'(field ...) "~a-set-~a!")]
                   [(accessor ...) (for/list ([f (syntax->list #'(field ...))])
                                     (format-id #'name "~a-~a" #'name f))]
                   [(mutator ...) (for/list ([f (syntax->list #'(field ...))])
                                    (format-id #'name "set-~a-~a!" #'name f))]
                   [make (format-id #'name "make-~a" #'name)]
                   [count (length (syntax->list #'(field ...)))])
       #'(begin
           (struct name (field ...) #:mutable #:transparent)
           (define (make . args)
             (unless (= (length args) count)
               (error 'make "expected ~a fields, got ~a" count (length args)))
             (apply name args))
           (define (getter r) (accessor r)) ...
           (define (setter r v) (mutator r v)) ...))]))

(define-record person (name age))
(define ann (make-person "Ann" 31))
(displayln (person-get-name ann))
(displayln (person-get-age ann))
(person-set-age! ann 32)
(displayln (person-get-age ann))
(displayln ann)
(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))])
  (make-person "Bob"))

(define-syntax (my-or stx)
  (syntax-case stx ()
    [(_) #'#f]
    [(_ e) #'e]
    [(_ e rest ...) #'(let ([t e]) (if t t (my-or rest ...)))]))
(define t 'mine)
(displayln (my-or #f t))
(displayln (my-or #f #f))
(displayln (my-or (begin (display "once ") 7) (error "not evaluated")))

(define-syntax while
  (lambda (stx)
    (syntax-case stx ()
      [(_ test body ...) #'(let loop () (when test body ... (loop)))])))
(define n 3)
(while (> n 0) (display n) (set! n (sub1 n)))
(newline)

(define-syntax (swap! stx)
  (syntax-case stx ()
    [(_ a b) (and (identifier? #'a) (identifier? #'b))
     #'(let ([tmp a]) (set! a b) (set! b tmp))]))
(define x 1)
(define y 2)
(swap! x y)
(displayln (list x y))
"""


@needs_racket
@pytest.mark.parametrize("name, program", [("double.rkt", DOUBLE), ("define_p.rkt", DEFINE_P),
                                           ("double_base.rkt", DOUBLE_BASE),
                                           ("records.rkt", RECORDS)])
def test_a_procedural_macro_program_prints_what_racket_prints(name, program, tmp_path):
    expected = racket_prints(program, tmp_path, name)
    assert expected, "racket printed nothing"
    assert minischeme_prints(program, tmp_path, name) == expected
