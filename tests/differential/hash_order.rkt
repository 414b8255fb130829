#lang racket
;; Racket CS's hash iteration order, where it is deterministic: immutable hashes (a HAMT
;; ordered by the keys' hash codes) of symbols, fixnums, strings, characters and lists;
;; small mutable tables of fixnums (Chez hashtable buckets).
(define syms '(a b c d hello x y z foo bar baz card suit rank H S D C spades hearts))
(define sym-hash (for/hash ([s syms] [i (in-naturals)]) (values s i)))
(define nums (append (range 0 200 7) '(1000 123456 -3)))
(define mutable (make-hash))
(for ([i '(17 1 9 25 33 2 10 18 26 34 50 3 4 5 6 7 8)]) (hash-set! mutable i (* i i)))
;; Cards, strings and mixed keys, immutable and mutable (mutable tables: Chez buckets by the
;; folded equal-hash-code; an iteration fixes the order later iterations start with).
(define cards (hash '(H . A) 1 '(S . 2) 2 '(D . 10) 3 '(C . K) 4))
(define card-table (make-hash))
(for ([c '((H . A) (S . 2) (D . 10) (C . K) (H . 7) (S . Q))] [i (in-naturals)]) (hash-set! card-table c i))
(define words (make-hash))
(for ([w '("the" "cat" "sat" "on" "mat" "and" "a" "dog" "ran" "far" "away")]) (hash-update! words w add1 0))
(define big (make-hash))
(for ([i 60]) (hash-set! big (* i 7919) i))
(define grown (make-hash))
(for ([s '(a b c d e f g h i j)]) (hash-set! grown s #t))
(define first-keys (hash-keys grown))
(for ([s '(k l m n)]) (hash-set! grown s #t))
(hash-remove! grown 'c)
(define shrunk (make-hash))
(for ([i 40]) (hash-set! shrunk (format "k~a" i) i))
(for ([i 35]) (hash-remove! shrunk (format "k~a" i)))
