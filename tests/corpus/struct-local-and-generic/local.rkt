#lang racket
;; structs defined inside functions, struct values in hash keys, sorting structs

(define (make-queue)
  (struct queue (front back) #:transparent #:mutable)
  (queue '() '()))
(define q (make-queue))
q

(define (tally words)
  (struct entry (word count) #:transparent)
  (define h (make-hash))
  (for ([w words]) (hash-update! h w add1 0))
  (sort (for/list ([(w c) (in-hash h)]) (entry w c))
        (lambda (a b) (or (> (entry-count a) (entry-count b))
                          (and (= (entry-count a) (entry-count b))
                               (string<? (entry-word a) (entry-word b)))))))
(tally '("b" "a" "b" "c" "a" "b"))

(struct card (rank suit) #:transparent)
(define deck (for*/list ([s '(hearts spades)] [r '(2 3 ace)]) (card r s)))
deck
(define seen (make-hash))
(for ([c deck]) (hash-set! seen c #t))
(hash-ref seen (card 3 'spades) #f)
(hash-ref seen (card 4 'spades) #f)
(member (card 'ace 'hearts) deck)
(remove (card 2 'hearts) deck)
(length (remove-duplicates (append deck deck)))
(define-values (reds blacks) (partition (lambda (c) (eq? (card-suit c) 'hearts)) deck))
(map card-rank reds)
(let-values ([(a b) (split-at deck 2)]) (list (length a) (length b)))
(card-rank (list-ref deck 10))
