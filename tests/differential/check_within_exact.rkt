#lang racket
;; test-engine/racket-tests' check-within on exact rationals: within the tolerance passes,
;; the tolerance printed as given (1/2, 0.5).
(require test-engine/racket-tests)
(check-within 86093441/21523360 4 1/10000)
(check-within 1/3 0.3333 0.001)
(check-within (list 5/3 2) (list 1.6666 2) 1/1000)
(check-within (vector 1/3) (vector 0.3333) 0.001)
(test)
