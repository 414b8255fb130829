#lang racket
;; racket/match's failure: exn:misc:match?, an exn:fail, raised by every match form with
;; the message Racket words.
(define (caught thunk)
  (with-handlers ([exn:misc:match? (lambda (e) (list 'match (exn-message e) (exn:fail? e)))])
    (thunk)))
