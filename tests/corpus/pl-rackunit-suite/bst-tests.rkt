#lang racket
(require rackunit rackunit/text-ui "bst.rkt")

(define (build . ks) (foldl (lambda (k t) (insert t k)) empty-tree ks))

(define insert-tests
  (test-suite
   "insert"
   (test-case "single"
     (check-equal? (insert empty-tree 5) (bst-node 5 'leaf 'leaf)))
   (test-case "in order"
     (check-equal? (tree->list (build 5 3 8 1 4)) '(1 3 4 5 8))
     (check-equal? (tree->list (build 2 2 2)) '(2)))
   (test-case "shape"
     (check-pred bst-node? (build 1))
     (check-equal? (bst-node-left (build 5 3)) (bst-node 3 'leaf 'leaf)))))

(define query-tests
  (test-suite
   "queries"
   (check-true (tree-member? (build 5 3 8) 8))
   (check-false (tree-member? (build 5 3 8) 7))
   (check-equal? (tree-height (build 5 3 8)) 2 "height of a 3-node tree")
   (check-equal? (tree-height empty-tree) 0)
   (check = (length (tree->list (build 1 2 3))) 3)
   (check-not-equal? (build 1) (build 2))
   (check-exn exn:fail? (lambda () (tree-member? (build 1) 'x)))
   (check-exn exn:fail:contract? (lambda () (insert 'leaf "str")) "no error expected?")
   (check-not-exn (lambda () (build 1 2 3)))
   (test-case "member after inserts"
     (for ([k '(4 9 2)])
       (check-true (tree-member? (build 4 9 2) k))))
   (check-equal? (tree-member? 'oops 3) #f)))

(printf "insert: ~a failures\n" (run-tests insert-tests))
(printf "queries: ~a failures\n" (run-tests query-tests 'verbose))
(check-equal? (+ 1 1) 3 "top-level check")
(check-eq? 'a 'a)
(check-eqv? 1.0 1)
(check-within 3.14159 3.14 0.01)
(check-within 3.2 3.14 0.01)
(displayln "done")
