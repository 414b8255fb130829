#lang racket
;; Struct-type properties: prop:procedure (a procedure or a field index),
;; prop:custom-write and gen:custom-write (with prop:custom-print-quotable),
;; prop:equal+hash and gen:equal+hash; inheritance.
(struct s (g) #:property prop:procedure (lambda (self n) (list (s-g self) n)))
(struct t (g) #:property prop:procedure 0)
(struct tt (g) #:property prop:procedure 0 #:transparent)
(struct c1 s (z))
(struct p (x y)
  #:methods gen:custom-write
  [(define (write-proc v port mode)
     (fprintf port "<~a,~a>" (p-x v) (p-y v)))])
(struct w (x)
  #:property prop:custom-write
  (lambda (v port mode)
    (case mode [(#t) (write (w-x v) port)] [(#f) (display (w-x v) port)] [else (print (w-x v) port)])))
(struct never (x) #:property prop:custom-write (lambda (v port mode) (write-string "N" port))
  #:property prop:custom-print-quotable 'never)
(struct always (x) #:property prop:custom-write (lambda (v port mode) (write-string "A" port))
  #:property prop:custom-print-quotable 'always)
(struct p3 p (z))
(struct pt (x y)
  #:methods gen:equal+hash
  [(define (equal-proc a b recur) (recur (pt-x a) (pt-x b)))
   (define (hash-proc a recur) (recur (pt-x a)))
   (define (hash2-proc a recur) 1)])
(struct pt3 pt (z))
(struct ci (s)
  #:property prop:equal+hash
  (list (lambda (a b recur) (string-ci=? (ci-s a) (ci-s b)))
        (lambda (a recur) (recur (string-downcase (ci-s a))))
        (lambda (a recur) 1)))
