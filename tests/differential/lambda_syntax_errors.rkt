#lang racket
;; A lambda with no body is "bad syntax" with no reason, named as written (`λ:` or
;; `lambda:`), bound or not; racket/private/kw.rkt's parameter errors name it as written
;; too; a body whose forms are all `(begin)` is "the last form is not an expression".
