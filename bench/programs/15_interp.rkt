#lang racket
;; A match-based interpreter for a small language (numbers, variables, +, -, <, if, let,
;; lambda, application), running a recursive fib 18 and a counting loop written in it.
;; Environments are association lists. Prints (fib-18 loop-result).
(define (lookup x env)
  (cond [(assq x env) => cdr]
        [else (error 'lookup "unbound: ~a" x)]))
(struct closure (params body env))
(define (ev e env)
  (match e
    [(? number?) e]
    [(? symbol?) (lookup e env)]
    [`(+ ,a ,b) (+ (ev a env) (ev b env))]
    [`(- ,a ,b) (- (ev a env) (ev b env))]
    [`(< ,a ,b) (< (ev a env) (ev b env))]
    [`(if ,c ,t ,f) (if (ev c env) (ev t env) (ev f env))]
    [`(let ([,x ,v]) ,body) (ev body (cons (cons x (ev v env)) env))]
    [`(lambda ,params ,body) (closure params body env)]
    [`(,f . ,args)
     (define fn (ev f env))
     (define vals (map (λ (a) (ev a env)) args))
     (ev (closure-body fn) (append (map cons (closure-params fn) vals) (closure-env fn)))]))
(define fib-program
  '(let ([fib (lambda (self n) (if (< n 2) n (+ (self self (- n 1)) (self self (- n 2)))))])
     (fib fib 18)))
(define loop-program
  '(let ([loop (lambda (self i acc) (if (< i 1) acc (self self (- i 1) (+ acc i))))])
     (loop loop 20000 0)))
(displayln (list (ev fib-program '()) (ev loop-program '())))
