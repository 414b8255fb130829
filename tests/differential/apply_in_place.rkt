#lang racket
;; Issue 29, part 26: `(apply (lambda (p ...) body ...) lst)` runs the lambda's body in
;; place (expander.Builder.lower_apply): the list checked by %apply-spread, its elements
;; bound to the parameters, no closure made, the body's tail calls the caller's. Its
;; answers at the edges: counts other than the parameters' (the lambda's arity error),
;; not a list, improper lists, zero parameters, a parameter named car, closures made in
;; the body inside a loop, set! of a parameter, multiple values, tail calls 100,000 deep,
;; apply, lambda or let rebound, optional and rest parameters (apply called as before),
;; and the metalang idiom ((lambda (env) (apply (lambda (a b ...) ...) env)) (list ...)).
(define (swap lst) (apply (lambda (a b) (list b a)) lst))
(define (none lst) (apply (lambda () 'none) lst))
(define (six lst) (apply (lambda (a b c d e f) (list f e d c b a)) lst))
(define (named lst) (apply (lambda (car cdr) (list cdr car)) lst))
(define (count-down n) (apply (lambda (i acc) (if (= i 0) acc (count-down-2 (list (- i 1) (+ acc 1))))) (list n 0)))
(define (count-down-2 l) (apply (lambda (i acc) (if (= i 0) acc (count-down-2 (list (- i 1) (+ acc 1))))) l))
(define (loop-env n)
  (let loop ([a 0] [best 0] [at 0])
    (if (> a n)
        (list best at)
        ((lambda (internal_env)
           (apply (lambda (best at) (loop (+ a 1) best at)) internal_env))
         (let ([v (modulo (* a 37) 101)])
           (if (> v best) (list v a) (list best at)))))))
(define (thunks n) (for/list ([i n]) (apply (lambda (a) (lambda () (* a 10))) (list i))))
(define (bump lst) (apply (lambda (a) (set! a (+ a 1)) a) lst))
(define (two-values lst) (apply (lambda (a b) (values b a)) lst))
(define (non-tail lst) (+ 1 (apply (lambda (a b) (* a b)) lst)))
(define (with-defines lst) (apply (lambda (a) (define b (* a 2)) (define (c) (+ a b)) (c)) lst))
(define (escape lst) (let/ec k (apply (lambda (a b) (if (> a b) (k 'early) (list a b))) lst)))
(define (order)
  (define log '())
  (define (note x) (set! log (cons x log)) x)
  (list (apply (lambda (a b) (note (list 'body a b))) (list (note 1) (note 2))) (reverse log)))
(define (mine lst) (let ([apply (lambda (f l) 'mine)]) (apply (lambda (a) a) lst)))
(define (shadow-let lst) (let ([let 5]) (apply (lambda (a) (+ a let)) lst)))
(define (opt lst) (apply (lambda (a [b 'b]) (list a b)) lst))
(define (rest lst) (apply (lambda (a . r) (list a r)) lst))
(define (all lst) (apply (lambda args args) lst))
(define (greek lst) (apply (λ (a b) (- a b)) lst))
