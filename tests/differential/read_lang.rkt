#lang racket
;; `read` of a port that starts with `#lang`: under read-accept-reader (and read-accept-lang)
;; the module form Racket's reader gives, `(module NAME LANG (#%module-begin ...))`, the
;; whole port read; else Racket's read error. A course's test harness reads a student's file
;; so for racket/sandbox (racket_sandbox.rkt). Also the parameters a harness sets around it.
(define (read-lang text)
  (parameterize ([read-accept-reader #t] [read-accept-lang #t])
    (read (open-input-string text))))
(define (message-of thunk)
  (with-handlers ([(lambda (e) #t) (lambda (e) (if (exn? e) (exn-message e) (list 'raised e)))])
    (thunk)))
