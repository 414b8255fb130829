#lang racket
(struct posn (x y) #:transparent)
(struct posn3 posn (z) #:transparent)
(struct opaque (x))
(struct mpos (x y) #:mutable #:transparent)
(struct autop (x [y #:auto]) #:transparent #:auto-value 7)
(struct half (a))
(struct halfsub half (b) #:transparent)
(struct pf (a b) #:prefab)
(struct ci (a b) #:transparent
  #:methods gen:equal+hash
  [(define (equal-proc x y rec) (equal? (ci-a x) (ci-a y)))
   (define (hash-proc x rec) (rec (ci-a x)))
   (define (hash2-proc x rec) 1)])
(define grid (for*/fold ([h (hash)]) ([x 4] [y 3]) (hash-set h (posn x y) (+ (* 10 x) y))))
