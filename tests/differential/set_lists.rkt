#lang racket
;; racket/set's generic operations on lists, as racket/private/set.rkt defines them for
;; lists: the results (order and duplicates included) and the errors.
(define l1 '(1 2 3 4))
