#lang scheme
;; Helper functions that return "GAME OVER" on bad input, as the assignment requires.

(define suits '(H D C S))
(define ranks '(2 3 4 5 6 7 8 9 10 J Q K A))

(define (valid-card? c)
  (and (pair? c)
       (memq (car c) suits)
       (member (cdr c) ranks)
       #t))

(define (valid-hand? hand)
  (cond [(null? hand) #t]
        [(not (pair? hand)) #f]
        [(valid-card? (car hand)) (valid-hand? (cdr hand))]
        [else #f]))

(define (higher-card c1 c2)
  (if (and (valid-card? c1) (valid-card? c2))
      (if (> (length (member (cdr c1) (reverse ranks)))
             (length (member (cdr c2) (reverse ranks))))
          c1
          c2)
      "GAME OVER"))

(define (remove-card c hand)
  (cond [(not (valid-hand? hand)) "GAME OVER"]
        [(null? hand) '()]
        [(equal? c (car hand)) (cdr hand)]
        [else (cons (car hand) (remove-card c (cdr hand)))]))

(valid-card? '(H . 3))
(valid-card? '(Z . 3))
(valid-card? '(H . 1))
(valid-card? 'H)
(valid-hand? '((H . 3) (D . K)))
(valid-hand? '((H . 3) (D . 11)))
(higher-card '(H . 3) '(D . K))
(higher-card '(S . A) '(C . 10))
(higher-card '(S . 1) '(C . 10))
(remove-card '(D . K) '((H . 3) (D . K) (C . 2)))
(remove-card '(D . K) '((H . 3) (X . K)))
(display (higher-card '(Q . Q) '(H . 2)))
(newline)
(write (higher-card '(Q . Q) '(H . 2)))
(newline)
