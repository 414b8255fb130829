#lang racket
;; set-first and set-rest of immutable sets (hash_order.first_entry: the trie's first key
;; found along one path; set-rest a removal keeping the codes and order computed).
(define (drain s)
  (let loop ([s s] [acc '()])
    (if (set-empty? s) (reverse acc) (loop (set-rest s) (cons (set-first s) acc)))))
(define (connected edges start)
  ;; a search whose pending set is taken apart by set-first/set-rest each round
  (let loop ([visited (set)] [pending (set start)])
    (if (set-empty? pending)
        (sort (set->list visited) <)
        (let* ([a (set-first pending)]
               [p (set-rest pending)]
               [v (set-add visited a)])
          (loop v (set-subtract (set-union p (hash-ref edges a (set))) v))))))
(define edges (for/hash ([i 200]) (values i (set (modulo (* i 7) 200) (modulo (+ i 16) 200)))))
(struct opaque (x))
(define o1 (opaque 1))
(define o2 (opaque 2))
