#lang racket/base
;; srfi/1 (list library): folds, unfolds, searching, deletion, lsets, alists, and map/member/assoc
;; with SRFI 1's argument conventions.
(require srfi/1)
