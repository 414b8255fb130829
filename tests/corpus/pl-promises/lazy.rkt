#lang racket
;; delay/force streams, and thunk-based memoization

(define p (delay (begin (displayln "computing...") 42)))
p
(force p)
(force p)
(promise? p)

(force 5)

(define-syntax-rule (my-delay e) (mcons #f (lambda () e)))
(define (my-force th)
  (if (mcar th)
      (mcdr th)
      (begin (set-mcar! th #t)
             (set-mcdr! th ((mcdr th)))
             (mcdr th))))
(define md (my-delay (begin (printf "evaluating\n") (+ 1 2))))
(my-force md)
(my-force md)
md

(define (ints-from n) (cons n (delay (ints-from (+ n 1)))))
(define (s-take s k) (if (= k 0) '() (cons (car s) (s-take (force (cdr s)) (- k 1)))))
(define (s-filter pred s)
  (if (pred (car s))
      (cons (car s) (delay (s-filter pred (force (cdr s)))))
      (s-filter pred (force (cdr s)))))
(define (sieve s)
  (cons (car s)
        (delay (sieve (s-filter (lambda (x) (not (= 0 (remainder x (car s))))) (force (cdr s)))))))
(s-take (sieve (ints-from 2)) 15)

(define lazy-p (lazy (delay (* 6 7))))
(force lazy-p)
(define (s-map f s) (cons (f (car s)) (delay (s-map f (force (cdr s))))))
(s-take (s-map (lambda (x) (* x x)) (ints-from 1)) 6)
(define calls 0)
(define slow (delay (set! calls (+ calls 1)) calls))
(list (force slow) (force slow) calls)
(define bad (delay (error 'bad "exploded")))
(with-handlers ([exn:fail? exn-message]) (force bad))
(with-handlers ([exn:fail? exn-message]) (force bad))
(car (force (cdr (ints-from 1))))
(force (delay (values 1 2)))
(cdr (ints-from 0))
