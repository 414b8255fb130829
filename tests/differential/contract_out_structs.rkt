#lang racket
;; contract-out's struct clauses: the constructor, accessors and mutators of a provided
;; struct are checked at the module boundary; the predicate, match and struct-copy work.
(require "modules_lib/shapes.rkt")
(define acct (account "ann" 10))
