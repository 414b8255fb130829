#lang racket
;; course-provided control macros
(provide while unless2 swap!)
(define-syntax-rule (while cond body ...)
  (let loop () (when cond body ... (loop))))
(define-syntax-rule (unless2 c e) (if c (void) e))
(define-syntax-rule (swap! a b) (let ([tmp a]) (set! a b) (set! b tmp)))
