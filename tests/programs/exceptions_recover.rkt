#lang racket
;; A game loop that survives bad moves by catching exceptions.

(define (card-value c)
  (cond [(not (pair? c)) (raise-argument-error 'card-value "pair?" c)]
        [(number? (cdr c)) (cdr c)]
        [(memq (cdr c) '(J Q K)) 10]
        [(eq? (cdr c) 'A) 11]
        [else (error 'card-value "bad rank: ~a" (cdr c))]))

(define (safe-value c)
  (with-handlers ([exn:fail? (lambda (e)
                               (printf "error: ~a\n" (exn-message e))
                               0)])
    (card-value c)))

(define moves (list '(H . 5) '(S . Z) 'joker '(D . A) '(C . Q)))

(define total
  (for/fold ([t 0]) ([m moves])
    (+ t (safe-value m))))
(printf "total = ~a\n" total)

(with-handlers ([symbol? (lambda (s) (printf "caught symbol ~a\n" s))])
  (raise 'shuffle-needed))
(with-handlers ([string? (lambda (s) (string-append "caught: " s))])
  (raise "out of cards"))
(with-handlers ([exn:fail:contract:divide-by-zero? (lambda (e) 'no-players)])
  (/ 52 0))
(with-handlers ([exn:fail? exn-message])
  (vector-ref (vector 'a 'b) 2))
