#lang racket
;; Graph reachability with racket/set
(require racket/set)
(define edges '((a b) (b c) (c a) (c d) (e f)))
(define (neighbors v)
  (for/list ([e edges] #:when (eq? (first e) v)) (second e)))
(define (reachable start)
  (let loop ([frontier (list start)] [seen (set start)])
    (if (null? frontier)
        seen
        (let* ([v (car frontier)]
               [new (filter (lambda (n) (not (set-member? seen n))) (neighbors v))])
          (loop (append (cdr frontier) new) (set-union seen (list->set new)))))))
(sort (set->list (reachable 'a)) symbol<?)
(set-count (reachable 'e))
(set-member? (reachable 'a) 'e)
(sort (set->list (set-intersect (list->set '(1 2 3 4)) (list->set '(3 4 5)))) <)
(set-empty? (set-subtract (set 1 2) (set 1 2)))
(set 1)
