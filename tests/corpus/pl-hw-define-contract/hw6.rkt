#lang racket
;; Homework 6: polynomials as lists of coefficients, lowest degree first.
;; Every exported function states its contract with define/contract.
(provide poly-add poly-scale poly-eval poly-degree poly->string)

(define coeffs/c (listof number?))

(define/contract (poly-add p q)
  (-> (listof number?) (listof number?) (listof number?))
  (cond [(null? p) q]
        [(null? q) p]
        [else (cons (+ (car p) (car q)) (poly-add (cdr p) (cdr q)))]))

(define/contract (poly-scale k p)
  (-> number? (listof number?) (listof number?))
  (map (lambda (c) (* k c)) p))

(define/contract (poly-eval p x)
  (-> (listof number?) number? number?)
  (foldr (lambda (c acc) (+ c (* x acc))) 0 p))

(define/contract (poly-degree p)
  (-> (non-empty-listof number?) natural-number/c)
  (sub1 (length p)))

;; a student bug: the zero polynomial's string is a symbol, not a string
(define/contract (poly->string p)
  (-> (listof number?) string?)
  (if (andmap zero? p)
      'zero
      (string-join
       (for/list ([c p] [i (in-naturals)] #:unless (zero? c))
         (cond [(= i 0) (number->string c)]
               [(= i 1) (format "~ax" c)]
               [else (format "~ax^~a" c i)]))
       " + ")))

(define/contract max-degree (integer-in 0 100) 10)
