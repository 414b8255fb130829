#lang racket
;; Racket CS's hash iteration order, where it is deterministic: immutable hashes (a HAMT
;; ordered by the keys' hash codes) of symbols, fixnums, strings, characters and lists;
;; small mutable tables of fixnums (Chez hashtable buckets).
(define syms '(a b c d hello x y z foo bar baz card suit rank H S D C spades hearts))
(define sym-hash (for/hash ([s syms] [i (in-naturals)]) (values s i)))
(define nums (append (range 0 200 7) '(1000 123456 -3)))
(define mutable (make-hash))
(for ([i '(17 1 9 25 33 2 10 18 26 34 50 3 4 5 6 7 8)]) (hash-set! mutable i (* i i)))
