#lang racket
;; Procedures calling each other in tail position, the shapes of student code: a local
;; even?/odd? pair, the same pair at module level, a three-state machine in a letrec over
;; a list of bits (is the binary number divisible by 3?), Collatz steps counted by three
;; local helpers, and a word count whose helper tail-calls a loop that tail-calls back.
;; Prints the five results as one list.
(define (parity n)
  (define (ev? k) (if (= k 0) #t (od? (- k 1))))
  (define (od? k) (if (= k 0) #f (ev? (- k 1))))
  (ev? n))

(define (my-even? k) (if (= k 0) #t (my-odd? (- k 1))))
(define (my-odd? k) (if (= k 0) #f (my-even? (- k 1))))

(define (divisible-by-3? bits)
  (letrec ([s0 (lambda (l) (cond [(null? l) #t] [(= (car l) 0) (s0 (cdr l))] [else (s1 (cdr l))]))]
           [s1 (lambda (l) (cond [(null? l) #f] [(= (car l) 0) (s2 (cdr l))] [else (s0 (cdr l))]))]
           [s2 (lambda (l) (cond [(null? l) #f] [(= (car l) 0) (s1 (cdr l))] [else (s2 (cdr l))]))])
    (s0 bits)))

(define (collatz-total limit)
  (define (steps n k)
    (cond [(= n 1) k] [(even? n) (halve n k)] [else (triple n k)]))
  (define (halve n k) (steps (quotient n 2) (add1 k)))
  (define (triple n k) (steps (+ (* 3 n) 1) (add1 k)))
  (for/sum ([n (in-range 1 limit)]) (steps n 0)))

(define (count-words items)
  (define (gap l n)
    (let loop ([l l])
      (cond [(null? l) n] [(eq? (car l) 'sp) (loop (cdr l))] [else (word (cdr l) (add1 n))])))
  (define (word l n)
    (cond [(null? l) n] [(eq? (car l) 'sp) (gap (cdr l) n)] [else (word (cdr l) n)]))
  (gap items 0))

(define bits (for/list ([i 600000]) (modulo (* i 7) 2)))
(define text (for/list ([i 600000]) (if (= (modulo i 5) 0) 'sp 'x)))
(displayln (list (parity 1000001) (my-even? 1000000) (divisible-by-3? bits)
                 (collatz-total 10000) (count-words text)))
