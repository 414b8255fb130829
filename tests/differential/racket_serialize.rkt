#lang racket
;; racket/serialize for plain data: serialize in Racket 8.7's format (quoted parts, mutable
;; strings, pairs, vectors, boxes, hash tables, prefab structures, dates, shared values),
;; deserialize back, serializable?.
(require racket/serialize)
(struct p (x) #:prefab)
