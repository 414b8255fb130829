#lang racket
;; 4x4 sudoku solver with vectors
(define puzzle
  (vector 1 0 0 0
          0 0 3 0
          0 4 0 0
          0 0 0 2))
(define (get g r c) (vector-ref g (+ (* r 4) c)))
(define (ok? g r c v)
  (and (for/and ([i 4]) (not (= (get g r i) v)))
       (for/and ([i 4]) (not (= (get g i c) v)))
       (let ([br (* 2 (quotient r 2))] [bc (* 2 (quotient c 2))])
         (for*/and ([i 2] [j 2]) (not (= (get g (+ br i) (+ bc j)) v))))))
(define (solve g)
  (define idx (for/first ([i 16] #:when (zero? (vector-ref g i))) i))
  (cond
    [(not idx) g]
    [else
     (define r (quotient idx 4))
     (define c (remainder idx 4))
     (let try ([v 1])
       (cond [(> v 4) #f]
             [(ok? g r c v)
              (define g2 (vector-copy g))
              (vector-set! g2 idx v)
              (or (solve g2) (try (+ v 1)))]
             [else (try (+ v 1))]))]))
(define sol (solve puzzle))
sol
(define (print-grid g)
  (for ([r 4])
    (displayln (string-join (for/list ([c 4]) (number->string (get g r c))) " "))))
(print-grid sol)
(solve (make-vector 16 0))
(solve (vector 1 1 0 0  0 0 0 0  0 0 0 0  0 0 0 0))
(vector->list (vector-copy sol 0 4))
(vector-fill! (make-vector 2) 'x)
(vector-member 3 sol)
(vector-argmax (lambda (x) x) #(3 9 2))
(for/sum ([x sol]) x)
puzzle
