#lang racket
;; war card game simulation
(random-seed 7)
(define deck (shuffle (for*/list ([s '(H D C S)] [r (in-range 2 15)]) (cons s r))))
(define-values (p1 p2) (split-at deck 26))
(define (rank->name r)
  (cond [(assv r '((11 . "J") (12 . "Q") (13 . "K") (14 . "A"))) => cdr]
        [else (number->string r)]))
(define (show-card c) (string-append (rank->name (cdr c)) (symbol->string (car c))))
(printf "p1 top: ~a, p2 top: ~a\n" (show-card (car p1)) (show-card (car p2)))
(define (play-war a b max-rounds)
  (let loop ([a a] [b b] [round 0])
    (cond [(or (null? a) (null? b) (= round max-rounds)) (values (length a) (length b) round)]
          [else
           (define ca (car a)) (define cb (car b))
           (cond [(> (cdr ca) (cdr cb)) (loop (append (cdr a) (list ca cb)) (cdr b) (add1 round))]
                 [(< (cdr ca) (cdr cb)) (loop (cdr a) (append (cdr b) (list cb ca)) (add1 round))]
                 [else (loop (append (cdr a) (list ca)) (append (cdr b) (list cb)) (add1 round))])])))
(call-with-values (λ () (play-war p1 p2 500)) list)
(define-values (n1 n2 rounds) (play-war p1 p2 1000))
(printf "after ~a rounds: ~a vs ~a\n" rounds n1 n2)
(define (suit-counts hand)
  (for/fold ([h (hasheq)]) ([c hand]) (hash-update h (car c) add1 0)))
(sort (hash->list (suit-counts p1)) symbol<? #:key car)
(map show-card (take (sort p2 > #:key cdr) 5))
(shuffle '(1 2 3 4 5))
(list (random 52) (random 52) (random 1 7))
(exact->inexact (/ (apply + (map cdr p1)) 26))
(vector->list (vector-sort (list->vector (map cdr (take p1 8))) <))
(assoc 'C (take p2 6))
