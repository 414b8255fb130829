#lang racket
;; rnrs/mutable-pairs-6 (set-car!/set-cdr!: Racket's set-mcar!/set-mcdr!, on mpairs) and
;; racket/exn's exn->string (the message and a newline; for a raised non-exn, ~s and a
;; newline). The context lines Racket's display handler adds are not compared: an
;; exn->string here keeps the message's lines only.
(require rnrs/mutable-pairs-6 racket/exn)
(define mp (mcons 1 2))
(define (first-lines s) (string-join (for/list ([l (string-split s "\n")] #:unless (regexp-match? #rx"^  context|^   " l)) l) "\n"))
