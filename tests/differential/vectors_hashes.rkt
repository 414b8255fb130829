#lang racket
;; Vectors, boxes and hash tables.

(define v (vector 5 3 8))
(define b (box 0))

(define scores (make-hash))
(hash-set! scores 'ann 90)
(hash-set! scores 'bob 72)

(define deck-counts (hash 'H 13 'D 13))

(define (vector-sum vec)
  (let loop ([i 0] [acc 0])
    (if (= i (vector-length vec))
        acc
        (loop (+ i 1) (+ acc (vector-ref vec i))))))

(define (tally lst)
  (define h (make-hash))
  (for-each (lambda (x) (hash-update! h x add1 0)) lst)
  h)

(define (vector-swap! vec i j)
  (let ([tmp (vector-ref vec i)])
    (vector-set! vec i (vector-ref vec j))
    (vector-set! vec j tmp)))

(define (increment-box! bx)
  (set-box! bx (+ 1 (unbox bx))))
