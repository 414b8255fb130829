#lang racket
;; Towers of Hanoi, moves printed and counted
(define (hanoi n from to via)
  (if (= n 0)
      '()
      (append (hanoi (- n 1) from via to)
              (list (list from '-> to))
              (hanoi (- n 1) via to from))))
(for ([m (hanoi 3 'A 'C 'B)] [i (in-naturals 1)])
  (printf "~a. move disk from ~a to ~a\n" i (first m) (third m)))
(length (hanoi 10 'A 'C 'B))
(define (count-moves n) (if (= n 0) 0 (+ 1 (* 2 (count-moves (- n 1))))))
(map count-moves (range 1 11))
(hanoi 2 "left" "right" "middle")
