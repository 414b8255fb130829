#lang racket/base
;; hash-iterate-first/-next/-key/-value/-pair/-key+value, hash-ref-key, hash-keys-subset?
(define h (hash 'a 1 'b 2 'c 3 'd 4))
(define m (make-hash '((a . 1) (b . 2) (c . 3) (x . 5))))
(define (walk t)
  (let loop ([i (hash-iterate-first t)] [acc '()])
    (if i (loop (hash-iterate-next t i) (cons (list i (hash-iterate-key t i) (hash-iterate-value t i)) acc))
        (reverse acc))))
