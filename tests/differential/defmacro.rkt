#lang racket
;; compatibility/defmacro: define-macro (both shapes) and defmacro, non-hygienic macros
;; whose transformer is a procedure over the use's parts (tests/test_define_macro.py has
;; the syntax errors, with their positions).
(require compatibility/defmacro)

(define-macro (twice x) `(begin ,x ,x))
(define-macro (my-assert-equals a b)
  `(unless (equal? ,a ,b)
     (error (format "Failed assertion '(assert-equals ~a ~a)'" ',a ',b))))
(define-macro (swap! a b)
  (let ([t (gensym)])
    `(let ([,t ,a]) (set! ,a ,b) (set! ,b ,t))))
(define-macro count-parts (lambda parts (length parts)))
(define-macro (rest-list a . rest) `(list ,a ',rest))
(define-macro (quote-or-self x) (if (symbol? x) (list 'quote x) x))
(define-macro (unhygienic-it e) `(let ([it ,e]) (list it it)))
(define-macro (uses-it) 'it)
(define-macro (my-vector) (vector 1 2))
(define-macro (bad-car x) (car x))
(define-macro (boom) (error 'boom "transformer failed"))
(defmacro my-unless (c . body) `(if ,c (void) (begin ,@body)))
(define-macro (inc! v) `(set! ,v (+ ,v 1)))

(define counter 0)
(define p 1)
(define q 2)
(define it 'module-it)
(define (reset!) (set! counter 0) (set! p 1) (set! q 2))   ; so that they are mutable
