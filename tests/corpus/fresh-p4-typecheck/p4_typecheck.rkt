#lang racket
;; type checker for a tiny language, with structs
(struct num (n) #:transparent)
(struct bool (b) #:transparent)
(struct add (l r) #:transparent)
(struct iff (c t e) #:transparent)
(struct eq (l r) #:transparent)
(define (type-of e)
  (match e
    [(num _) 'Number]
    [(bool _) 'Boolean]
    [(add l r)
     (if (and (eq? (type-of l) 'Number) (eq? (type-of r) 'Number))
         'Number
         (raise-user-error 'type-of "add expects numbers, got ~a" e))]
    [(eq l r) (if (equal? (type-of l) (type-of r)) 'Boolean (error "eq mismatch"))]
    [(iff c t el)
     (unless (eq? (type-of c) 'Boolean) (error 'type-of "bad cond"))
     (let ([tt (type-of t)] [te (type-of el)])
       (if (eq? tt te) tt (error 'type-of "branches differ: ~a vs ~a" tt te)))]))
(define (evaluate e)
  (match e
    [(num n) n] [(bool b) b]
    [(add l r) (+ (evaluate l) (evaluate r))]
    [(eq l r) (equal? (evaluate l) (evaluate r))]
    [(iff c t el) (if (evaluate c) (evaluate t) (evaluate el))]))
(define progs
  (list (num 3)
        (add (num 1) (num 2))
        (iff (eq (num 1) (num 1)) (num 10) (num 20))
        (iff (bool #f) (bool #t) (bool #f))))
(for ([p progs])
  (printf "~a : ~a = ~a\n" p (type-of p) (evaluate p)))
(define (safe-type e)
  (with-handlers ([exn:fail:user? (lambda (x) (list 'user-error (exn-message x)))]
                  [exn:fail? (lambda (x) (list 'error (exn-message x)))])
    (type-of e)))
(safe-type (add (num 1) (bool #t)))
(safe-type (iff (bool #t) (num 1) (bool #f)))
(safe-type (iff (num 0) (num 1) (num 2)))
(safe-type (eq (num 1) (bool #f)))
(match '(1 2 3)
  [(list a b c) (+ a b c)])
(match '(1 (2 3) 4)
  [(list _ (list x ...) _) x])
(match (vector 1 2)
  [(vector a b) (list b a)])
(match 'foo
  [(or 'foo 'bar) "foo-or-bar"])
(match '(k . 5) [(cons k (? even?)) 'even] [(cons k v) (list 'odd v)])
