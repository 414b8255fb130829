#lang racket
;; make-struct-type and its family over the struct machinery `struct` uses: the five
;; values, make-struct-field-accessor/-mutator (names, errors), auto fields, a parent,
;; properties and guards, prop:procedure by field index, struct-type-info, struct-info,
;; the struct-*-procedure? predicates, prefab keys and make-prefab-struct.
(define-values (struct:pt make-pt pt? pt-ref pt-set!)
  (make-struct-type 'pt #f 2 1 'auto-val))
(define pt-x (make-struct-field-accessor pt-ref 0 'x))
(define pt-y (make-struct-field-accessor pt-ref 1 'y))
(define pt-z (make-struct-field-accessor pt-ref 2))
(define set-pt-x! (make-struct-field-mutator pt-set! 0 'x))
(define p (make-pt 1 2))
(define-values (struct:tp make-tp tp? tp-ref tp-set!)
  (make-struct-type 'tp #f 2 0 #f '() #f))
(define-values (struct:sub make-sub sub? sub-ref sub-set!)
  (make-struct-type 'sub struct:tp 1 0))
(define-values (struct:im make-im im? im-ref im-set!)
  (make-struct-type 'im #f 2 0 #f '() (current-inspector) #f '(0)))
(define-values (struct:fn make-fn fn? fn-ref fn-set!)
  (make-struct-type 'fn #f 1 0 #f '() #f 0))
(define-values (struct:gd make-gd gd? gd-ref gd-set!)
  (make-struct-type 'gd #f 1 0 #f '() #f #f '()
                    (lambda (v name) (if (number? v) (* v 10) (error name "not a number")))))
(struct point (x y) #:transparent)
(struct opaque (a))
