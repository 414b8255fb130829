#lang racket
(define key '(#\g #\f #\e #\d #\c #\b #\a))
