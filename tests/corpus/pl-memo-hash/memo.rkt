#lang racket
;; memoization homework

(define memo (make-hash))
(define (fib n)
  (hash-ref! memo n
             (lambda ()
               (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))))
(fib 80)
(hash-count memo)

(define (slow-fib n) (if (< n 2) n (+ (slow-fib (- n 1)) (slow-fib (- n 2)))))
(define (memoize f)
  (let ([table (make-hash)])
    (lambda args
      (hash-ref table args
                (lambda ()
                  (let ([v (apply f args)])
                    (hash-set! table args v)
                    v))))))
(define mfib (memoize slow-fib))
(mfib 20)
(mfib 20)

(define counts (make-hash))
(for ([w (string-split "the cat and the hat and the bat")])
  (hash-update! counts w add1 0))
(sort (hash->list counts) string<? #:key car)
(hash-ref counts "the")
(hash-ref counts "dog" 'missing)
(hash-has-key? counts "cat")

(define h (hash 'a 1 'b 2))
(define h2 (hash-set h 'c 3))
(hash-count h)
(hash-count h2)
(hash-ref h2 'c)
(hash-remove h2 'a)
(hash-update h2 'a (lambda (v) (* v 100)))
(sort (hash-keys h2) symbol<?)
(sort (hash-values h2) <)
(for/sum ([(k v) (in-hash h2)]) v)
(hash 'x 1)
(make-hash '((1 . one)))
(hasheq 'k "v")
(make-immutable-hash '((a . 1)))
(hash-ref h 'zzz)
