#lang racket/base
;; srfi/13 (string library): SRFI 13 argument orders (string-prefix? prefix s), padding,
;; trimming, searching, folds and tokenizing.
(require srfi/13)
