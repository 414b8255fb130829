#lang racket
; saved by Windows Notepad: the file starts with a byte-order mark
(define suits '(hearts diamonds clubs spades))
(define ranks '(2 3 4 5 6 7 8 9 10 jack queen king ace))
(define deck (for*/list ([s suits] [r ranks]) (cons r s)))
(length deck)
(take deck 3)
(define (rank-value r)
  (cond [(number? r) r]
        [(eq? r 'ace) 11]
        [else 10]))
(for/sum ([c deck]) (rank-value (car c)))
