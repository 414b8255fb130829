#lang racket/base
;; racket/base's system and memory procedures: version, system-type (each mode, as Racket
;; 8.7 answers on Linux x86_64), system-big-endian?, collect-garbage, current-memory-use,
;; weak boxes and ephemerons (nothing is collected while the program holds the value).
(define lst (list 1 2))
(define wb (make-weak-box lst))
(define eph (make-ephemeron 'key "value"))
