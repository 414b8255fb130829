#lang racket
;; string-append and format as compiled code writes them (issue 29, part 32): string-append
;; of strs in place, of two arguments through a helper reading a mutable string's text, and
;; format of a literal pattern whose slots are all ~a as its pieces and each argument's
;; display text joined; see string_append_format_in_place.exprs.
(define (app0) (string-append))
(define (app1 a) (string-append a))
(define (app2 a b) (string-append a b))
(define (app3 a b c) (string-append a b c))
(define (app4 a b c d) (string-append a b c d))
(define (same2 a) (string-append a a))
(define (probe m)
  ;; a made string: mutable, a new object, equal? to its characters
  (define before (string->immutable-string m))
  (string-set! m 0 #\Z)
  (list before (immutable? m) m))
(define (edited s) (define m (string-copy s)) (string-set! m 0 #\*) m)
(struct pt (x y))
(struct cw (v) #:methods gen:custom-write
  [(define (write-proc s port mode) (fprintf port "<cw ~a ~a>" (cw-v s) mode))])
(struct tp (a b) #:transparent)
(define (f0) (format ""))
(define (f-lit) (format "no slots~n~~"))
(define (f1 x) (format "~a" x))
(define (f1u x) (format "~A" x))
(define (f2 x y) (format "(~a, ~a)" x y))
(define (f2-tight x y) (format "~a~a" x y))
(define (f-nl x) (format "~a~%~a~n" x x))
(define (f-ws x) (format "a~   \n   ~a" x))
(define (f-few x) (format "~a ~a" x))
(define (f-many x) (format "~a" x x))
(define (f-s x) (format "~s|~a" x x))
(define (f-bad x) (format "~a ~z" x))
(define (f-tail x) (if (> x 0) (format "pos ~a" x) (format "neg ~a" x)))
(define (f-loop n) (for/list ([i (in-range n)]) (format "i=~a" i)))
(define (t1 x) (~a x))
(define (t-loop n) (for/list ([i (in-range n)]) (~a i)))
