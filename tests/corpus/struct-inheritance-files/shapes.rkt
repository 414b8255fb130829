#lang racket
(provide (struct-out shape) (struct-out circle) (struct-out rect) (struct-out square)
         area describe (struct-out shape-error) shape-fail)

(struct shape (name) #:transparent)
(struct circle shape (r) #:transparent)
(struct rect shape (w h) #:transparent)
(struct square rect () #:transparent)
(struct shape-error exn:fail (shape))

(define (shape-fail s msg)
  (raise (shape-error (format "shape error: ~a" msg) (current-continuation-marks) s)))

(define (area s)
  (match s
    [(circle _ r) (* 3.14 r r)]
    [(square _ w _) (* w w)]
    [(rect _ w h) (* w h)]
    [(shape n) (shape-fail s (format "no area for ~a" n))]))

(define (describe s)
  (cond [(square? s) "a square"]
        [(rect? s) "a rectangle"]
        [(circle? s) "a circle"]
        [(shape? s) "some shape"]
        [else "not a shape"]))
