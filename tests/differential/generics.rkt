#lang racket/base
;; racket/generic's define-generics: #:methods in structs (subtypes inherit and override),
;; define/generic, optional and rest arguments, #:defaults, #:fallbacks,
;; #:defined-predicate, #:defined-table; errors. make-struct-type-property.
(require racket/generic racket/list)
(define-generics shape
  (area shape)
  (scale shape k)
  (describe shape [prefix])
  (tag shape . more))
(struct square (side) #:transparent
  #:methods gen:shape
  [(define (area s) (* (square-side s) (square-side s)))
   (define (scale s k) (square (* k (square-side s))))
   (define (tag s . more) (cons 'square more))])
(struct circle (r)
  #:methods gen:shape
  [(define/generic super-area area)
   (define (area c) (* 3 (circle-r c) (circle-r c)))
   (define (scale c k) (circle (* k (circle-r c))))
   (define (describe c [prefix "circle"]) (format "~a of area ~a" prefix (super-area c)))])
(struct colored-square square (color)
  #:methods gen:shape
  [(define (area s) 'overridden)])
(struct big-square square ())
(struct tri (b h) #:methods gen:shape [])
(define-generics printable
  (show printable)
  (show-twice printable)
  #:defaults ([string? (define (show s) (string-append "str:" s))]
              [number? (define (show n) (format "num:~a" n))
                       (define (show-twice n) (list n n))])
  #:fallbacks [(define/generic show* show)
               (define (show-twice x) (list (show* x) (show* x)))])
(struct pt (x) #:methods gen:printable [(define (show p) "pt")])
(struct q (x) #:methods gen:printable [])
(define-generics container
  (size container)
  (add container item)
  #:defined-predicate container-implements?
  #:defined-table container-table)
(struct bag (items) #:methods gen:container [(define (size b) (length (bag-items b)))])
(define-values (prop:size size? size-ref) (make-struct-type-property 'size))
(struct box2 (w h) #:property prop:size (lambda (b) (* (box2-w b) (box2-h b))))
(struct box3 box2 (d))
(define-values (prop:g g? g-ref)
  (make-struct-type-property 'g (lambda (v info) (list v (length info) (first info) (second info) (third info)))))
(struct c1 (a b) #:property prop:g 'hello)
(define-values (prop:h h? h-ref) (make-struct-type-property 'h #f (list (cons prop:size (lambda (v) (lambda (x) v))))))
(struct c3 () #:property prop:h 42)
