#lang racket
;; math/statistics: means, variances, moments, covariance and correlation (weights,
;; #:bias), order statistics, counting, the running statistics struct; errors.
(require math/statistics)
(define xs '(1 2 3 4))
(define s (update-statistics* empty-statistics xs))
