#lang racket
(require rackunit)
;; PL HW: arithmetic + let + lambda interpreter using match
(define (lookup env x)
  (cond [(assq x env) => cdr]
        [else (error 'lookup "unbound identifier: ~a" x)]))
(struct closure (param body env) #:transparent)
(define (interp e env)
  (match e
    [(? number? n) n]
    [(? symbol? x) (lookup env x)]
    [`(+ ,a ,b) (+ (interp a env) (interp b env))]
    [`(* ,a ,b) (* (interp a env) (interp b env))]
    [`(if0 ,c ,t ,f) (if (zero? (interp c env)) (interp t env) (interp f env))]
    [`(let ([,x ,v]) ,body) (interp body (cons (cons x (interp v env)) env))]
    [`(lambda (,x) ,body) (closure x body env)]
    [`(,f ,a)
     (match (interp f env)
       [(closure p b cenv) (interp b (cons (cons p (interp a env)) cenv))]
       [v (error 'interp "not a function: ~v" v)])]))
(define (run e) (interp e '()))
(check-equal? (run '(+ 1 2)) 3)
(check-equal? (run '(let ([x 5]) (* x x))) 25)
(check-equal? (run '((lambda (x) (+ x 1)) 41)) 42)
(check-equal? (run '(if0 0 1 2)) 1)
(check-exn exn:fail? (lambda () (run 'y)))
(run '(let ([f (lambda (x) (* x 2))]) (f (f 10))))
(run '(lambda (y) y))
(with-handlers ([exn:fail? (lambda (e) (exn-message e))])
  (run '(5 6)))
(with-handlers ([exn:fail? (lambda (e) (exn-message e))])
  (run 'zz))
(displayln "all tests ran")
