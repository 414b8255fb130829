#lang racket
;; Issue 29, part 2: the expression of a let-values, let*-values or internal define-values
;; runs in place in compiled procedures (no thunk, no call): the values bound, and
;; Racket's errors when there are too many or too few, in procedures and in the loops
;; that may now run in place around them.
(define (qr n d) (let-values ([(q r) (quotient/remainder n d)]) (list q r)))
(define (swap a b) (let-values ([(x y) (values b a)]) (list x y)))
(define (one-of v) (let-values ([(x) v]) x))
(define (none) (let-values ([() (values)]) 'none))
(define (bind2 thunk) (let-values ([(a b) (thunk)]) (list a b)))
(define (bind1 thunk) (let-values ([(a) (thunk)]) a))
(define (bind0 thunk) (let-values ([() (thunk)]) 'ok))
(define (inner-define thunk)
  (define-values (a b c) (thunk))
  (list c b a))
(define (star n)
  (let*-values ([(a b) (values n (* 2 n))] [(c) (+ a b)] [(d e) (quotient/remainder c 4)])
    (list a b c d e)))
(define (digits n)              ; a loop around a let-values: it may run in place
  (let loop ([n n] [acc '()])
    (if (zero? n)
        acc
        (let-values ([(q r) (quotient/remainder n 10)])
          (loop q (cons r acc))))))
(define (closures n)            ; each iteration's variables are fresh for its closures
  (for/list ([i (in-range n)])
    (let-values ([(a b) (values i (* i i))])
      (lambda () (list a b)))))
(define (mutated n)
  (let-values ([(a b) (values n n)])
    (set! a (add1 a))
    (list a b)))
(define (deep n)                ; the expression's own calls: a deep non-tail recursion
  (if (zero? n)
      (values 0 0)
      (let-values ([(a b) (deep (sub1 n))])
        (values (add1 a) (+ b 2)))))
(define (count-down n)          ; a tail call inside the expression runs to completion
  (if (zero? n) (values 'done n) (count-down (sub1 n))))
(define (via-tail n) (let-values ([(a b) (count-down n)]) (list a b)))
(define (pick k)
  (for/sum ([i (in-range k)])
    (let-values ([(lo hi) (if (even? i) (values i 0) (values 0 i))])
      (- hi lo))))
;; apply of a primitive calls it at once: its values, its errors, its arity
(define (sum-all xs) (apply + xs))
(define (apply-in-tail f xs) (apply f 1 xs))
(define (spread-values xs) (let-values ([(a b) (apply values xs)]) (list b a)))
(define (qr-by-minus-3 n) (let-values ([(q r) (quotient/remainder n -3)]) (list q r)))
(define (qr-of-7 d) (let-values ([(q r) (quotient/remainder 7 d)]) (list q r)))
;; partition calls a translated predicate directly; a curried primitive is called at once
(define (odd-first xs) (let-values ([(odd even) (partition odd? xs)]) (list odd even)))
(define (split-by f xs) (call-with-values (lambda () (partition f xs)) list))
(define (deep-pred n) (if (zero? n) #t (deep-pred (sub1 n))))
;; a procedure made inside the expression keeps that run's variables
(define (kept n)
  (let loop ([i 0] [acc '()])
    (if (= i n)
        (map (lambda (f) (f)) acc)
        (let-values ([(f g) (let ([t (* i 10)]) (values (lambda () t) t))])
          (loop (add1 i) (cons f acc))))))
