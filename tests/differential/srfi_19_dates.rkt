#lang racket
(require srfi/19)
(define d (make-date 0 0 0 0 1 1 1901 0))
(define t (date->time-utc d))
