#lang racket
;; type checker for a tiny typed language: numbers, booleans, functions, if, let
(provide type-of)

(struct type-error (msg expr) #:transparent)
(define (fail msg e) (raise (type-error msg e)))

(define (lookup x env)
  (match (assoc x env)
    [(cons _ t) t]
    [#f (fail (format "unbound identifier ~a" x) x)]))

(define (type-of e [env '()])
  (match e
    [(? exact-integer?) 'Int]
    [(? boolean?) 'Bool]
    [(? symbol? x) (lookup x env)]
    [`(+ ,a ,b) (expect 'Int a env) (expect 'Int b env) 'Int]
    [`(= ,a ,b) (expect 'Int a env) (expect 'Int b env) 'Bool]
    [`(if ,c ,t ,f)
     (expect 'Bool c env)
     (let ([tt (type-of t env)] [tf (type-of f env)])
       (if (equal? tt tf) tt (fail (format "branches differ: ~a vs ~a" tt tf) e)))]
    [`(lambda ([,x : ,t]) ,body) `(-> ,t ,(type-of body (cons (cons x t) env)))]
    [`(let ([,x ,rhs]) ,body) (type-of body (cons (cons x (type-of rhs env)) env))]
    [`(,f ,arg)
     (match (type-of f env)
       [`(-> ,dom ,rng) (expect dom arg env) rng]
       [t (fail (format "not a function type: ~a" t) f)])]
    [_ (fail "bad syntax" e)]))

(define (expect t e env)
  (define actual (type-of e env))
  (unless (equal? t actual)
    (fail (format "expected ~a but got ~a" t actual) e)))

(define (check e)
  (with-handlers ([type-error? (lambda (err) (list 'type-error (type-error-msg err) (type-error-expr err)))])
    (type-of e)))

(check 5)
(check '(+ 1 2))
(check '(if (= 1 2) 3 4))
(check '(lambda ([x : Int]) (+ x 1)))
(check '((lambda ([x : Int]) (= x 1)) 5))
(check '(let ([f (lambda ([b : Bool]) (if b 1 0))]) (f #t)))
(check '(lambda ([f : (-> Int Bool)]) (f 3)))
(check '(+ 1 #t))
(check '(if 1 2 3))
(check '(if #t 1 #f))
(check '(5 6))
(check 'y)
(check '((lambda ([x : Int]) x) #f))
(check "string")
(type-of '(+ x 1))
