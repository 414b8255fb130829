#lang scheme
;; define shapes, internal defines, optional / rest / keyword arguments (#lang scheme).

(define pi-ish 3.14)

(define (area r) (* pi-ish r r))

(define ((adder n) x) (+ x n))

(define (greet name [greeting "Hello"])
  (string-append greeting ", " name "!"))

(define (sum-all . nums) (apply + nums))

(define (f a b . rest) (list a b rest))

(define (hand-value hand)
  (define (card-value c)
    (let ([r (cdr c)])
      (cond [(number? r) r]
            [(eq? r 'A) 11]
            [else 10])))
  (define total (foldl + 0 (map card-value hand)))
  total)

(define (make-card #:rank r #:suit s) (cons s r))

(define (describe-card c #:verbose? [verbose? #f])
  (if verbose?
      (format "the ~a of ~a" (cdr c) (car c))
      (format "~a~a" (cdr c) (car c))))

(define square (lambda (x) (* x x)))

(define opt-lambda (lambda (x [y 10]) (+ x y)))

(define area2
  (case-lambda
    [(r) (* 3 r r)]
    [(w h) (* w h)]))

(define (count item lst)
  (cond [(null? lst) 0]
        [(equal? item (car lst)) (+ 1 (count item (cdr lst)))]
        [else (count item (cdr lst))]))

(define (stats lst)
  (define n (length lst))
  (define total (apply + lst))
  (define mean (/ total n))
  (list n total mean))

(define (uses-later) (helper-later 5))
(define (helper-later x) (* x 3))

(define (mixed)
  (display "start ")
  (define z 2)
  (* z 21))
