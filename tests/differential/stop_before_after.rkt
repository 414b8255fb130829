#lang racket/base
;; stop-before and stop-after (racket/base): the elements of a sequence up to the first
;; that satisfies the predicate, without it or with it; their argument errors.
