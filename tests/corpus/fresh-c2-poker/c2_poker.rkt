#lang racket
;; poker hand classification
(define (make-deck)
  (for*/list ([s '(C D H S)] [r (in-range 2 15)]) (cons s r)))
(define (ranks hand) (sort (map cdr hand) >))
(define (groups hand)
  (sort (map length (group-by identity (map cdr hand))) >))
(define (flush? hand) (= 1 (length (remove-duplicates (map car hand)))))
(define (straight? hand)
  (define rs (ranks hand))
  (and (= 5 (length (remove-duplicates rs)))
       (= 4 (- (first rs) (last rs)))))
(define (classify hand)
  (define g (groups hand))
  (cond [(and (flush? hand) (straight? hand)) 'straight-flush]
        [(equal? g '(4 1)) 'four-of-a-kind]
        [(equal? g '(3 2)) 'full-house]
        [(flush? hand) 'flush]
        [(straight? hand) 'straight]
        [(equal? g '(3 1 1)) 'three-of-a-kind]
        [(equal? g '(2 2 1)) 'two-pair]
        [(equal? g '(2 1 1 1)) 'pair]
        [else 'high-card]))
(classify '((H . 10) (H . 11) (H . 12) (H . 13) (H . 14)))
(classify '((H . 3) (D . 3) (S . 3) (C . 9) (H . 9)))
(classify '((H . 2) (D . 5) (S . 7) (C . 9) (H . 11)))
(random-seed 7)
(define deck (shuffle (make-deck)))
(define hands (for/list ([i 5]) (take (drop deck (* i 5)) 5)))
(for ([h hands] [i (in-naturals 1)])
  (printf "hand ~a: ~s -> ~a\n" i h (classify h)))
(random-seed 7)
(define tally (make-hash))
(for ([trial 200])
  (define h (take (shuffle (make-deck)) 5))
  (hash-update! tally (classify h) add1 0))
(sort (hash->list tally) > #:key cdr)
(group-by odd? '(1 2 3 4 5))
(random 10)
(random)
(let ([v (list->vector (make-deck))]) (vector-ref v 0))
