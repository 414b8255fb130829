#lang racket
;; racket/unit: signatures, units, invoking them (with imports from here, exports defined
;; here, renamed, prefixed, restricted), compound units, the /infer forms.

(define-signature seq^ (seq-ref seq-len))
(define-signature ops^ (first-of last-of size))
(define-signature base^ (x y))
(define-signature more^ extends base^ (z))

;; a unit importing seq^ (prefixed inside), exporting ops^ with two names renamed
(define-unit ops@
  (import (prefix s: seq^))
  (export (rename ops^ [my-first first-of] [my-last last-of]))
  (define (my-first v) (s:seq-ref v 0))
  (define (my-last v) (s:seq-ref v (sub1 (s:seq-len v))))
  (define (size v) (s:seq-len v)))

;; invoked twice, for vectors and for strings, each export renamed
(define-values/invoke-unit ops@
  (import (rename seq^ [vector-ref seq-ref] [vector-length seq-len]))
  (export (rename ops^ [vfirst first-of] [vlast last-of] [vsize size])))
(define-values/invoke-unit ops@
  (import (rename seq^ [string-ref seq-ref] [string-length seq-len]))
  (export (prefix str- ops^)))

(define xyz@ (unit (import) (export more^) (define x 1) (define y 2) (define z 3)
               (printf "xyz@ runs\n") (list x y z)))
(define-values/invoke-unit xyz@ (import) (export (only more^ z) (prefix b: base^)))

(define log '())
(define-unit body@ (import) (export)
  (define a 1)
  (set! log (cons 'first log))
  (define b (+ a 1))
  (set! log (cons 'second log))
  (list a b))

(define-signature even^ (ev?))
(define-signature odd^ (od?))
(define-unit even@ (import odd^) (export even^)
  (define (ev? n) (if (zero? n) #t (od? (sub1 n)))))
(define-unit odd@ (import even^) (export odd^)
  (define (od? n) (if (zero? n) #f (ev? (sub1 n)))))
(define eo@ (compound-unit (import) (export E O)
                           (link (((E : even^)) even@ O) (((O : odd^)) odd@ E))))
(define-compound-unit/infer eo2@ (import) (export even^ odd^) (link even@ odd@))

(define-signature counter^ (next! current))
(define-unit counter@ (import) (export counter^)
  (define n 0)
  (define (next!) (set! n (add1 n)) n)
  (define (current) n))

(vfirst #(1 2 3))
