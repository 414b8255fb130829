#lang racket
;; compatibility/mlist: lists of mutable pairs (mlist, list->mlist, mlist->list, mlength,
;; mappend(!), mreverse(!), mmap, mfor-each, mlist-ref/-tail, mmemq/-v/-ber, massq/-v/-oc,
;; mlistof), printed as Racket prints mpairs; in-mlist and mpairs as sequences; errors.
(require compatibility/mlist)
(define ml (mlist 1 2 3))
(define table (mlist (mcons 'a 1) (mcons "b" 2) (mcons 3.5 3)))
(define shared-tail (mlist 'x 'y))
