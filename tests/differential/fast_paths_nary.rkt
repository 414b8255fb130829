#lang racket
;; Issue 29, part 3: `+`, `-`, `*` and the comparisons `<` `<=` `=` `>` `>=` of three or
;; more arguments are inlined in compiled code (inliners._arith, _compare: Python's
;; `a * b * c`, chained `a < b < c`) when every argument is a fixnum; anything else goes
;; to the primitive: floats, rationals, bignums, and Racket's errors (a comparison that is
;; already false still checks every argument). vector-set!, hash-set! and quotient/remainder
;; in tail position.
(define (arith a b c) (list (+ a b c) (- a b c) (* a b c) (+ a b c 1) (* 2 a b) (- a b c 1)))
(define (compare a b c) (list (< a b c) (<= a b c) (= a b c) (> a b c) (>= a b c)))
(define (in-loop n) (let loop ([i 0] [acc 0]) (if (< 0 i n 1000) (loop (+ i 1) (+ acc i i 1)) (if (= i 0) (loop 1 acc) acc))))
;; vector-set! and hash-set! in tail position run as statements, then give void
(define (vset v i x) (vector-set! v i x))
(define (hset h k x) (hash-set! h k x))
(define (vset-then v) (vset v 0 'first) v)
;; quotient/remainder in tail position gives its two values as a tail call of `values`
(define (qr a b) (quotient/remainder a b))
(define (use-qr a b) (let-values ([(q r) (qr a b)]) (list q r)))
(define (loop-qr n) (let loop ([i n]) (if (< i 10) (quotient/remainder i 3) (loop (quotient i 2)))))
