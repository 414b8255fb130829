#lang racket
;; racket/sandbox and wxme as a course's test harness uses them: a `#lang` module read
;; with read-accept-reader, an evaluator of it (its namespace, its errors, its limits), and
;; the limits on their own (tests/test_racket_sandbox_harness.py runs whole harnesses).
(require racket/sandbox wxme)
(define (read-lang text)
  (parameterize ([read-accept-reader #t] [read-accept-lang #t])
    (read (open-input-string text))))
(define student
  (read-lang "#lang racket\n(provide double)\n(define (double x) (* 2 x))\n(define (helper l) (car l))\n(define secret 'hidden)\n(displayln \"at load\")\n"))
(define ev (make-module-evaluator student))
(define (message-of thunk)
  (with-handlers ([(lambda (e) #t) (lambda (e) (if (exn? e) (exn-message e) (list 'raised e)))])
    (thunk)))
(define (resource-of thunk)
  (with-handlers ([exn:fail:resource? (lambda (e) (list (exn-message e) (exn:fail:resource-resource e)))])
    (thunk)))
(define (first-lines n text) (take (string-split text "\n" #:trim? #f) n))
