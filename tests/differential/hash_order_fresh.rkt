#lang racket/base
;; Issue 29: the first traversal of a mutable table is computed from the keys' folds and
;; the order they were set (values/hash_order._first_traversal) and kept until the table
;; changes: the orders Racket 8.7 gives for fresh make-hasheq/make-hasheqv/make-hash tables
;; of every size around the bucket vector's growths (8, 9, 16, 17, 32, 33, 64, 65, 129 ...),
;; keys set more than once, small and large and negative fixnums, characters, symbols,
;; strings and pairs; then the same tables traversed again, after keys added, after keys
;; removed, by in-hash, hash-map, hash->list, hash-for-each, printing and iteration positions.
;; (An eq/eqv table folds the key's whole 64-bit word: a negative fixnum's bucket is its
;; complement's.)
(require racket/list)
(define (fill make keys)
  (define h (make))
  (for ([k (in-list keys)] [i (in-naturals)]) (hash-set! h k i))
  h)
(define (scramble n step mod) (for/list ([i (in-range n)]) (modulo (* i step) mod)))
(define (distances x y pts)
  (define d (make-hasheq))
  (for ([p (in-list pts)])
    (define dist (+ (abs (- x (car p))) (abs (- y (cdr p)))))
    (hash-set! d dist (cons p (hash-ref! d dist '()))))
  d)
(define pts (for/list ([i 50]) (cons (modulo (* i 37) 101) (modulo (* i 53) 97))))
(define (then-added h keys) (hash-keys h) (for ([k (in-list keys)]) (hash-set! h k 0)) h)
(define (then-removed h keys) (hash-keys h) (for ([k (in-list keys)]) (hash-remove! h k)) h)
(define (positions h)
  (let loop ([i (hash-iterate-first h)] [acc '()])
    (if i (loop (hash-iterate-next h i) (cons (hash-iterate-key h i) acc)) (reverse acc))))
