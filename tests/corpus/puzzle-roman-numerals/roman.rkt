#lang racket
;; Roman numerals both ways, with match and assoc lists
(define numerals '((1000 . "M") (900 . "CM") (500 . "D") (400 . "CD") (100 . "C") (90 . "XC")
                   (50 . "L") (40 . "XL") (10 . "X") (9 . "IX") (5 . "V") (4 . "IV") (1 . "I")))
(define (->roman n)
  (let loop ([n n] [ns numerals] [acc ""])
    (match ns
      ['() acc]
      [(cons (cons value letters) rest)
       (if (>= n value)
           (loop (- n value) ns (string-append acc letters))
           (loop n rest acc))])))
(define (roman-> s)
  (define vals (map (lambda (c) (case c [(#\I) 1] [(#\V) 5] [(#\X) 10] [(#\L) 50]
                                  [(#\C) 100] [(#\D) 500] [(#\M) 1000]
                                  [else (error 'roman-> "not a numeral: ~a" c)]))
                    (string->list s)))
  (let loop ([vs vals] [total 0])
    (match vs
      ['() total]
      [(list v) (+ total v)]
      [(list-rest a b rest) (if (< a b) (loop (cons b rest) (- total a)) (loop (cons b rest) (+ total a)))])))
(map ->roman '(1 4 9 14 40 90 400 1990 2024 3999))
(map roman-> '("MCMXC" "MMXXIV" "XLII"))
(for/and ([n (in-range 1 500)]) (= n (roman-> (->roman n))))
(roman-> "ABC")
