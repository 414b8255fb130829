#lang racket
;; An interpreter for a small language of arithmetic, let and lambda, written with match
(provide interp parse (struct-out num) (struct-out binop) (struct-out id) (struct-out lam)
         (struct-out app) (struct-out let1))
(struct num (n) #:transparent)
(struct binop (op l r) #:transparent)
(struct id (name) #:transparent)
(struct lam (param body) #:transparent)
(struct app (fun arg) #:transparent)
(struct let1 (name expr body) #:transparent)
(struct closure (param body env))

(define (parse sx)
  (match sx
    [(? number?) (num sx)]
    [(? symbol?) (id sx)]
    [(list (and op (or '+ '- '* '/)) l r) (binop op (parse l) (parse r))]
    [(list 'lambda (list x) body) (lam x (parse body))]
    [(list 'let (list (list x e)) body) (let1 x (parse e) (parse body))]
    [(list f a) (app (parse f) (parse a))]
    [_ (error 'parse "bad syntax: ~a" sx)]))

(define (lookup env x)
  (cond [(assq x env) => cdr]
        [else (error 'interp "free identifier: ~a" x)]))

(define (interp e [env '()])
  (match e
    [(num n) n]
    [(id x) (lookup env x)]
    [(binop op l r)
     (let ([a (interp l env)] [b (interp r env)])
       (case op
         [(+) (+ a b)] [(-) (- a b)] [(*) (* a b)]
         [(/) (if (zero? b) (error 'interp "division by zero") (/ a b))]))]
    [(lam x body) (closure x body env)]
    [(let1 x e1 body) (interp body (cons (cons x (interp e1 env)) env))]
    [(app f a)
     (match (interp f env)
       [(closure x body cenv) (interp body (cons (cons x (interp a env)) cenv))]
       [v (error 'interp "not a function: ~a" v)])]))
