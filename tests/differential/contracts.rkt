#lang racket
;; Argument checks Racket makes: exn constructors (also of a struct that extends one),
;; call/cc and call/ec, with-output-to-string, raise-syntax-error; names Racket does not
;; bind; numerator of -0.0.

(struct card-error exn:fail (card))
(define (check-card c)
  (if (and (pair? c) (symbol? (car c)))
      c
      (raise (card-error "check-card: not a card" (current-continuation-marks) c))))
(define (first-ace hand)
  (let/ec return
    (for ([c hand]) (when (eq? (cdr c) 'A) (return c)))
    #f))
