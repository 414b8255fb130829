#lang racket
;; define-syntax with a procedure that returns one template whatever the use
;; ((lambda (stx) #'template), as "Fear of Macros" begins): any use, with any parts,
;; expands to it; its names are the macro's (hygiene).
(define-syntax foo (lambda (stx) #'(begin (displayln "I am foo") 'foo)))
(define-syntax two (λ (s) (syntax (+ 1 1))))
(define-syntax (foo-two stx) #'"I am foo 2")
(define-syntax hyg (lambda (stx) #'(let ([tmp 5]) (list tmp secret))))
(define secret 'module-secret)
(define tmp 1)
