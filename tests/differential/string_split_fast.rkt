#lang racket
;; string-split with no keyword: see string_split_fast.exprs.
