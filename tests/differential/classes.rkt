#lang racket
;; racket/class: classes, objects, inheritance, init arguments, fields, interfaces.

(define point%
  (class object%
    (init-field x [y 0])
    (super-new)
    (define/public (get-x) x)
    (define/public (get-y) y)
    (define/public (move! dx dy) (set! x (+ x dx)) (set! y (+ y dy)) this)
    (define/public (to-list) (list x y))))

(define color-point%
  (class point%
    (init-field [color 'black])
    (super-new)
    (inherit get-x)
    (inherit-field y)
    (define/override (to-list) (append (super to-list) (list color)))
    (define/public (describe) (format "~a at ~a,~a" color (get-x) y))))

(define account%
  (class object%
    (init [initial 0])
    (define balance initial)            ; a private field
    (field [history '()])
    (super-new)
    (define/private (log! what) (set! history (cons what history)))
    (define/public (deposit! n) (set! balance (+ balance n)) (log! (list 'in n)) balance)
    (define/public (withdraw! n)
      (if (> n balance)
          (error 'withdraw! "insufficient funds: ~a" balance)
          (begin (set! balance (- balance n)) (log! (list 'out n)) balance)))
    (define/public (get-balance) balance)))

(define pos%                            ; by-position arguments fill inits in order
  (class point%
    (init a b)
    (super-make-object a b)
    (define sum (+ a b))
    (define/public (get-sum) sum)))

(define order '())
(define base%
  (class object%
    (field [f1 (begin (set! order (cons 'base-f1 order)) 1)])
    (super-new)
    (set! order (cons 'base-body order))
    (define/public (hello) "base hello")
    (define/public (greet) (string-append "greet: " (hello)))))
(define derived%
  (class base%
    (field [f2 (begin (set! order (cons 'derived-f2 order)) 2)])
    (super-new)
    (set! order (cons 'derived-body order))
    (define/override (hello) (string-append "derived+" (super hello)))))

(define area<%> (interface () area))
(define shape<%> (interface (area<%>) name))
(define square%
  (class* object% (shape<%>)
    (init-field side)
    (super-new)
    (define/public (area) (* side side))
    (define/public (name) "square")))

(define decl%
  (class object%
    (public shout)
    (define (shout s) (string-upcase s))
    (super-new)))

(define p (new point% [x 1] [y 2]))
(define cp (new color-point% [x 3] [color 'red]))
(define acct (new account% [initial 100]))
(define d (new derived%))

(define-syntax-rule (define-getter name field) (define/public (name) field))
(define macro-made%                     ; a macro use among the clauses makes a method
  (class object%
    (init-field a)
    (super-new)
    (define-getter get-a a)
    (define n 0)
    (when (> a 1) (set! n a))
    (define/public (get-n) n)))

(define doc%                            ; pubment / augment / inner
  (class object%
    (super-new)
    (define/pubment (render) (string-append "<doc>" (inner "" render) "</doc>"))
    (define/pubment (count n) (+ n (inner 0 count n)))))
(define page%
  (class doc%
    (super-new)
    (define/augment (render) (string-append "<page>" (inner "empty" render) "</page>"))
    (define/augment (count n) (* 10 (inner 1 count n)))))
(define para%
  (class page%
    (super-new)
    (define/augment (render) "text")))
