#lang racket
;; Procedural macros in plain `racket` (no require): define-syntax of a procedure
;; (syntax-case, syntax-rules inside a lambda, a lambda returning #'...), helpers of
;; begin-for-syntax and define-for-syntax called by transformers, with-syntax,
;; datum->syntax, syntax/loc, quasisyntax/loc, and format-id (racket/syntax, for-syntax).
(require (for-syntax racket/syntax))

(begin-for-syntax (define (twice n) (* 2 n)))
(define-for-syntax (add-prefix stx n) (format-id stx "p~a" n))

(define-syntax (dbl stx)
  (syntax-case stx ()
    ((_ x) (datum->syntax stx (twice (syntax->datum #'x))))))

(define-syntax (define-p stx)
  (syntax-case stx ()
    ((_ x) (with-syntax ((px (add-prefix stx (syntax->datum #'x))))
             #'(define (px) x)))))
(define-p 5)
(define-p 7)

(define-syntax my-or
  (lambda (stx)
    (syntax-case stx ()
      ((_) #'#f)
      ((_ e) #'e)
      ((_ e r ...) #'(let ((t e)) (if t t (my-or r ...)))))))

(define-syntax swap!
  (lambda (stx)
    ((syntax-rules () ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))) stx)))

(define-syntax (const-42 stx) #'42)

(define-syntax (count-args stx)
  (syntax-case stx ()
    ((_ a ...) (datum->syntax stx (length (syntax->list #'(a ...)))))))

(define-syntax (my-if stx)
  (syntax-case stx (then else)
    ((_ c then t else e) (syntax/loc stx (cond (c t) (else e))))))

(define-syntax (sum-at-compile-time stx)
  (syntax-case stx ()
    ((_ n ...) (quasisyntax/loc stx (list 'sum #,(apply + (syntax->datum #'(n ...))))))))

(define-syntax (only-numbers stx)
  (syntax-case stx ()
    ((_ x) (number? (syntax-e #'x)) #'(list 'number x))
    ((_ x) #'(list 'other 'x))))

(struct point (x y) #:transparent)
(define-syntax (define-getters stx)
  (syntax-case stx ()
    ((_ s (f ...))
     (with-syntax (((getter ...) (map (lambda (f) (format-id stx "get-~a" f))
                                      (syntax->list #'(f ...))))
                   ((accessor ...) (map (lambda (f) (format-id stx "~a-~a" #'s f))
                                        (syntax->list #'(f ...)))))
       #'(begin (define (getter v) (accessor v)) ...)))))
(define-getters point (x y))

(define-syntax (not-syntax stx) (lambda (x) x))
(define-syntax (two-parts stx)
  (syntax-case stx ()
    ((_ a b) #'(list a b))))

(define x 1)
(define y 2)
(swap! x y)
(list x y)
