#lang racket/base
;; syntax/stx required into racket/base (and for-syntax): the stx- procedures on syntax
;; lists at run time, and in a procedural transformer.
(require syntax/stx (for-syntax racket/base syntax/stx))
(define-syntax (my-list stx)
  (let ([parts (stx->list (stx-cdr stx))])
    (datum->syntax stx (cons 'list (map (lambda (p) (list 'quote p)) parts)))))
(define-syntax (count-args stx)
  (datum->syntax stx (length (stx-map (lambda (x) x) (stx-cdr stx)))))
(define-syntax (first-arg stx)
  (if (stx-pair? (stx-cdr stx)) (stx-car (stx-cdr stx)) (datum->syntax stx ''none)))
