#lang racket
;; matrices as vectors of vectors

(define (make-matrix rows cols init)
  (build-vector rows (lambda (_) (make-vector cols init))))
(define (matrix-ref m i j) (vector-ref (vector-ref m i) j))
(define (matrix-set! m i j v) (vector-set! (vector-ref m i) j v))
(define (matrix-rows m) (vector-length m))
(define (matrix-cols m) (vector-length (vector-ref m 0)))

(define (matrix-mul a b)
  (for/vector ([i (matrix-rows a)])
    (for/vector ([j (matrix-cols b)])
      (for/sum ([k (matrix-cols a)]) (* (matrix-ref a i k) (matrix-ref b k j))))))

(define id (make-matrix 2 2 0))
(matrix-set! id 0 0 1)
(matrix-set! id 1 1 1)
id
(define m (vector (vector 1 2) (vector 3 4)))
(matrix-mul m id)
(matrix-mul m m)
(matrix-mul (vector (vector 1 2 3)) (vector (vector 1) (vector 2) (vector 3)))

;; the classic aliasing mistake
(define bad (make-vector 3 (make-vector 3 0)))
(vector-set! (vector-ref bad 0) 0 'x)
bad
(eq? (vector-ref bad 0) (vector-ref bad 2))

(define (transpose m)
  (for/vector ([j (matrix-cols m)])
    (for/vector ([i (matrix-rows m)]) (matrix-ref m i j))))
(transpose (vector (vector 1 2 3) (vector 4 5 6)))
(for*/vector ([i 2] [j 3]) (cons i j))
(for*/list ([row (in-vector m)] [x (in-vector row)]) (* x 10))
(vector-map (lambda (row) (apply + (vector->list row))) m)
(vector->list (vector-map vector->list m))
(define v (vector 5 1 4))
(vector-sort! v <)
v
(vector-set! #(1 2 3) 0 9)
