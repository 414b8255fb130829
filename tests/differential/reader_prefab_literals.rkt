#lang racket
;; `#s(...)` prefab struct literals: read in source (self-quoting) and by `read`, printed by
;; print/write/display (key names as symbols are written), equal? to instances of a
;; `(struct ... #:prefab)` of the same key, with parents; the reader's errors for bad keys.
(struct p (a b) #:prefab)
(struct q p (c) #:prefab)
(define (r s) (with-handlers ([exn:fail:read? exn-message]) (read (open-input-string s))))
(define in-source (list '#s(p 1 2) #s(p 3 4) #s((q p 2) 1 2 3) '#s(q)))
