#lang racket
;; A small interpreter for a lambda-calculus-with-numbers, in the style of a PL course.
;; Environments are association lists; closures are tagged lists built with quasiquote.

(define (lookup x env)
  (cond [(assq x env) => cdr]
        [else (error 'lookup "unbound variable: ~a" x)]))

(define (extend env xs vs)
  (append (map cons xs vs) env))

(define (ev e env)
  (match e
    [(? number?) e]
    [(? boolean?) e]
    [(? symbol?) (lookup e env)]
    [`(quote ,d) d]
    [`(if ,c ,t ,f) (if (ev c env) (ev t env) (ev f env))]
    [`(lambda (,xs ...) ,body) `(closure ,xs ,body ,env)]
    [`(let ([,xs ,es] ...) ,body) (ev `((lambda ,xs ,body) ,@es) env)]
    [`(,op ,args ...)
     (app (ev op env) (map (lambda (a) (ev a env)) args))]))

(define (app f vs)
  (match f
    [`(closure ,xs ,body ,env)
     (unless (= (length xs) (length vs))
       (error 'app "arity mismatch: expected ~a, got ~a" (length xs) (length vs)))
     (ev body (extend env xs vs))]
    [(? procedure?) (apply f vs)]
    [_ (error 'app "not a function: ~s" f)]))

(define prims `((+ . ,+) (- . ,-) (* . ,*) (= . ,=) (< . ,<) (cons . ,cons) (car . ,car)
                (null? . ,null?) (list . ,list)))

(define (run e) (ev e prims))

(run '(+ 1 2))
(run '((lambda (x y) (* x y)) 6 7))
(run '(let ([x 5] [y 10]) (if (< x y) 'less 'more)))
(run '(let ([f (lambda (x) (lambda (y) (+ x y)))]) ((f 3) 4)))
(run '(list 1 (quote two) (cons 3 (quote ()))))
(run '(lambda (x) x))
(define code `(let ([sq (lambda (n) (* n n))]) (list ,@(for/list ([i 4]) `(sq ,i)))))
code
(run code)
`(1 ,(+ 1 1) ,@(list 3 4) . 5)
`(nested `(inner ,(x ,(+ 1 2))))
`#(1 ,(* 2 3) ,@'(a b))
(quasiquote (a (unquote (car '(b c)))))
(with-handlers ([exn:fail? (lambda (e) (exn-message e))])
  (run '((lambda (x) x) 1 2)))
(with-handlers ([exn:fail? (lambda (e) (exn-message e))])
  (run '(5 6)))
(run '(car (quote ())))
