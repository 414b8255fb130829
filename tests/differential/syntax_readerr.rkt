#lang racket/base
;; syntax/readerr: raise-read-error and raise-read-eof-error, as hand-written readers and
;; parsers use them: the message with the source and line:column (or ::position) in front.
(require syntax/readerr)
(define (caught thunk)
  (with-handlers ([exn:fail:read? (lambda (e) (list (exn-message e) (exn:fail:read:eof? e)))]) (thunk)))
