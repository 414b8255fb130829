#lang racket
;; syntax-rules macros (define-syntax, define-syntax-rule), hygiene, literals, ellipses.

(define-syntax swap!
  (syntax-rules ()
    [(_ a b) (let ([tmp a]) (set! a b) (set! b tmp))]))

(define-syntax my-unless
  (syntax-rules ()
    [(_ c body ...) (if c (void) (begin body ...))]))

(define-syntax my-or
  (syntax-rules ()
    [(_) #f]
    [(_ e) e]
    [(_ e r ...) (let ([t e]) (if t t (my-or r ...)))]))

(define-syntax while
  (syntax-rules ()
    [(_ cond body ...) (let loop () (when cond body ... (loop)))]))

(define-syntax my-let
  (syntax-rules ()
    [(_ ([n v] ...) body ...) ((lambda (n ...) body ...) v ...)]))

(define-syntax-rule (inc! x) (set! x (+ x 1)))

(define-syntax my-cond
  (syntax-rules (else)
    [(_ (else e)) e]
    [(_ (c e) rest ...) (if c e (my-cond rest ...))]))

(define-syntax my-if
  (syntax-rules (then else)
    [(_ c then t else e) (if c t e)]))

(define-syntax my-let*
  (syntax-rules ()
    [(_ () body ...) (let () body ...)]
    [(_ ([x v] rest ...) body ...) (let ([x v]) (my-let* (rest ...) body ...))]))

(define-syntax my-list-of-pairs
  (syntax-rules ()
    [(_ (a b) ...) (list (cons a b) ...)]))

(define-syntax repeat
  (syntax-rules (times)
    [(_ n times body ...) (for ([i (in-range n)]) body ...)]))

(define counter 0)
(define (next!) (inc! counter) counter)
