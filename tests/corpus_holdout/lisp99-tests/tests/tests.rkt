#lang racket

(require (file "q01-10.rkt"))
(require (file "q11-20.rkt"))
(require (file "q21-30.rkt"))
