#lang racket
;; Structs: opaque, #:transparent, #:mutable, define-struct, inheritance.

(struct card (rank suit))
(struct tcard (rank suit) #:transparent)
(define-struct posn (x y))
(define-struct tposn (x y) #:transparent)
(struct player (name [score #:mutable]) #:transparent)
(struct animal (name))
(struct dog animal (breed))
(struct ppt (x y) #:prefab)

(define c1 (card 'A 'H))
(define t1 (tcard 10 'S))
(define p (player "ann" 0))

(define (card->string c)
  (format "~a of ~a" (card-rank c) (card-suit c)))

(define (add-points! pl n)
  (set-player-score! pl (+ (player-score pl) n))
  pl)

(define (posn-distance a b)
  (sqrt (+ (sqr (- (posn-x a) (posn-x b)))
           (sqr (- (posn-y a) (posn-y b))))))

t1
c1
(list t1 'x)
;; define-struct's name is its constructor too, named NAME (Racket 8.7)
(define-struct legacy-point (x y) #:transparent)
(define-struct named-ctor (v) #:constructor-name build-named)
