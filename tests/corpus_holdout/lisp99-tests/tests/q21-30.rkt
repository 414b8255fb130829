#lang racket
(require typed/racket)

;; Require source files from parent directory
(require (file "../Q21 - Insert-Element.rkt"))
(require (file "../Q22 - Range.rkt"))
(require (file "../Q23 - Random-Select.rkt"))
(require (file "../Q24 - Lotto.rkt"))
(require (file "../Q25 - Random Permutation.rkt"))
(require (file "../Q26 - Combination.rkt"))
(require (file "../Q28 - Sorting Sublists.rkt"))

(display "Testing q21-q30\n")
