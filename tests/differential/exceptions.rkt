#lang racket
;; Exceptions: with-handlers, raise, error (three shapes), exn-message, exn:fail?, raise-argument-error.

(struct my-error (code) #:transparent)

(define (safe-div a b)
  (with-handlers ([exn:fail:contract:divide-by-zero? (lambda (e) 'div-by-zero)])
    (/ a b)))

(define (checked-deal n deck)
  (if (> n (length deck))
      (error 'deal "not enough cards: ~a" n)
      (take deck n)))

(define (try thunk)
  (with-handlers ([exn:fail? exn-message])
    (thunk)))

(define (validate-card c)
  (unless (pair? c)
    (raise-argument-error 'validate-card "pair?" c))
  c)

(define (card-value c)
  (case (cdr c)
    [(A) 11]
    [(K Q J) 10]
    [else (if (number? (cdr c))
              (cdr c)
              (error 'card-value "unknown rank: ~a" (cdr c)))]))

(define (safe-card-value c)
  (with-handlers ([exn:fail? (lambda (e) 0)])
    (card-value c)))
