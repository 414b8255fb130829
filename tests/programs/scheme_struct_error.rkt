#lang scheme
;; In #lang scheme, `struct` is NOT the struct definition form (it is the unit
;; signature form), so this file fails at compile time. Use define-struct instead.

(struct card (suit rank))
(displayln "never printed")
