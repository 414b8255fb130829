#lang racket
;; Modules in files (issue 12): requires relative to this file, provide shapes, a diamond
;; (deck.rkt runs once), contract-out checked at the boundary.
(require "modules_lib/deck.rkt" "modules_lib/both.rkt"
         (prefix-in d: (only-in "modules_lib/deck.rkt" make-deck)))
(length (d:make-deck))
(first-card)
