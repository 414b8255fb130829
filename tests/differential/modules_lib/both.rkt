#lang racket
(require "deck.rkt")
(provide first-card)
(define (first-card) (first (make-deck)))
