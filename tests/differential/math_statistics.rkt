#lang racket
; math/statistics: mean, variance, stddev, median, quantile, samples->hash, count-samples (see math_statistics.exprs).
(require math/statistics)
