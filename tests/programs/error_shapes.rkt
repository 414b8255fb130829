#lang racket
;; `error` with a symbol and a format string, caught and uncaught.

(define (play-card card hand)
  (cond [(null? hand) (error 'play-card "card not in hand: ~a" card)]
        [(equal? card (car hand)) (cdr hand)]
        [else (cons (car hand) (play-card card (cdr hand)))]))

(define hand '((H . 3) (D . 7)))

(play-card '(D . 7) hand)
(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)) 'recovered)])
  (play-card '(S . 2) hand))
(with-handlers ([exn:fail? exn-message])
  (error "Invalid move:" 'pass 3))
(with-handlers ([exn:fail? exn-message])
  (error 'oops))
(displayln "about to fail")
(play-card '(C . A) hand)
