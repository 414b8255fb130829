#lang htdp/bsl
;; htdp/bsl checks a module-level call of the module's function against its parameters
;; before it reports an undefined variable an earlier form names.
(define-struct sweater (material size producer))
(define (f x) x)
y
(+ (f) 1)
(sweater-producer)
