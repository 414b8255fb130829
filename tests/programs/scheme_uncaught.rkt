#lang scheme
;; Uncaught errors in #lang scheme: output is kept, message on stderr, exit code 1.

(define (lookup key table)
  (cond [(null? table) (raise key)]
        [(eq? (caar table) key) (cdar table)]
        [else (lookup key (cdr table))]))

(define table '((H . hearts) (D . diamonds)))
(lookup 'H table)
(lookup 'D table)
(lookup 'S table)
