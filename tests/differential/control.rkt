#lang racket
;; Control forms: if / cond / case / when / unless / and / or / let family / do / begin / set!

(define (grade n)
  (cond [(>= n 90) 'A]
        [(>= n 80) 'B]
        [(>= n 70) 'C]
        [else 'F]))

(define (suit-color s)
  (case s
    [(H D) 'red]
    [(C S) 'black]
    [else 'unknown]))

(define (classify n)
  (cond [(< n 0) "negative"]
        [(= n 0) "zero"]
        [else "positive"]))

(define counter 0)
(define (bump!)
  (set! counter (+ counter 1))
  counter)

(define (fact n)
  (let loop ([n n] [acc 1])
    (if (= n 0) acc (loop (- n 1) (* acc n)))))

(define (rank-value r)
  (case r
    [(A) 11]
    [(K Q J) 10]
    [else r]))

(define (fizzbuzz n)
  (cond [(= 0 (modulo n 15)) "FizzBuzz"]
        [(= 0 (modulo n 3)) "Fizz"]
        [(= 0 (modulo n 5)) "Buzz"]
        [else n]))

(define (make-counter)
  (let ([n 0])
    (lambda () (set! n (+ n 1)) n)))

(define tick (make-counter))
