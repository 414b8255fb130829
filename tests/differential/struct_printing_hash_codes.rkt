#lang racket
;; Structs of every kind (opaque, transparent, prefab; #:mutable, #:auto, #:auto-value;
;; opaque and transparent parents) printed by every printer and pretty-format (an opaque
;; ancestor's fields `...`); prefab keys with automatic and mutable fields ((name (n v)
;; #(i ...)) ...) printed, read and made; equal-hash-code of bignums, fractions, complex
;; numbers, boxes, mutable pairs and transparent and prefab structs, and the order of
;; immutable and equal?-based hash tables holding them (generated).
(struct op (a b))
(struct tr (a b) #:transparent)
(struct mu (a [b #:mutable]) #:transparent)
(struct au (a [b #:auto]) #:transparent)
(struct av (a [b #:auto]) #:auto-value 7 #:transparent)
(struct am (a [b #:auto #:mutable]) #:transparent #:auto-value 'z)
(struct sub tr (c) #:transparent)
(struct osub op (c))
(struct pf (a b) #:prefab)
(struct pfm (a [b #:mutable]) #:prefab)
(struct pfa (a [b #:auto]) #:prefab)
(struct pfs pf (c) #:prefab)
(struct allm (a b) #:mutable #:transparent)
(struct tsub op (c) #:transparent)
(struct e () #:transparent)
(struct pfam (a [b #:auto #:mutable]) #:prefab #:auto-value 9)
(struct pall (a b) #:mutable #:prefab)
(struct c1 pfm (z) #:prefab)
(struct c2 pfa ([z #:mutable]) #:prefab)
(struct c3 pall (z [w #:auto]) #:prefab)
