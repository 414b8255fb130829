#lang racket
(require "../lib/grader.rkt"
         (prefix-in s: "student/hw7.rkt")
         (only-in "student/hw7.rkt" [chunk split-into]))
(displayln "hw7 tests")
(check "zip" (s:zip '(1 2) '(a b)) '((1 . a) (2 . b)))
(check "unzip" (s:unzip '((1 . a) (2 . b))) '((1 2) (a b)))
(check "interleave" (s:interleave '(1 3 5) '(2 4)) '(1 2 3 4 5))
(check "chunk" (split-into '(1 2 3 4 5) 2) '((1 2) (3 4) (5)))
(check "chunk exact" (split-into '(1 2 3 4) 2) '((1 2) (3 4)))
(check "chunk wrong on purpose" (split-into '(1 2 3) 3) '(1 2 3))
(report-score)
(check 'not-a-string 1 1)
