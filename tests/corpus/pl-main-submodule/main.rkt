#lang racket
;; a program with a main submodule and a test submodule, as DrRacket's templates make them
(provide fizzbuzz)
(define (fizzbuzz n)
  (cond [(zero? (modulo n 15)) "FizzBuzz"]
        [(zero? (modulo n 3)) "Fizz"]
        [(zero? (modulo n 5)) "Buzz"]
        [else (number->string n)]))

(module+ test
  (require rackunit)
  (check-equal? (fizzbuzz 15) "FizzBuzz"))

(module+ main
  (for ([i (in-range 1 21)])
    (displayln (fizzbuzz i))))
