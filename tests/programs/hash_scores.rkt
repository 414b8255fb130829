#lang racket
;; Keep player scores in a mutable hash table.

(define scores (make-hash))

(define (add-score! player points)
  (hash-update! scores player (lambda (old) (+ old points)) 0))

(define rounds '((ann . 5) (bob . 3) (ann . 2) (cy . 9) (bob . 1)))

(for ([r rounds])
  (add-score! (car r) (cdr r)))

scores
(hash-ref scores 'ann)
(hash-ref scores 'dan 0)
(define ranking
  (sort (hash->list scores) > #:key cdr))
ranking
(for ([entry ranking] [place (in-naturals 1)])
  (printf "~a. ~a with ~a points\n" place (car entry) (cdr entry)))
(hash-count scores)
(define frozen (hash 'x 1 'y 2))
frozen
(hash-set frozen 'z 3)
(hash-ref frozen 'w)
