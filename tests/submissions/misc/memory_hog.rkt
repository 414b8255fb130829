#lang scheme
; Mini Card Game -- calc-playerpoint builds an enormous vector first (a list that size is a step-limit verdict: building it counts steps).
; Strategy: at a discard, throw away the highest-valued held card.

; (card-color one-card) -> symbol?
; one-card : pair?
;
; Returns the color of one-card: red for hearts and diamonds, black otherwise.
; Examples:
; > (card-color '(H . A))
; => 'red
; > (card-color '(S . 10))
; => 'black
(define (card-color one-card)
  (if (or (eq? (car one-card) 'H) (eq? (car one-card) 'D))
      'red
      'black))

; (card-rank one-card) -> number?
; one-card : pair?
;
; Returns the value of one-card: 11 for an ace, 10 for a face card, else its number.
; Examples:
; > (card-rank '(H . A))
; => 11
; > (card-rank '(S . 10))
; => 10
(define (card-rank one-card)
  (cond ((eq? (cdr one-card) 'A) 11)
        ((memq (cdr one-card) '(K Q J)) 10)
        (else (cdr one-card))))

; (all-same-color list-of-cards) -> boolean?
; list-of-cards : list?
;
; Returns #t if all the cards in list-of-cards have the same color.
; Examples:
; > (all-same-color '((H . 3) (D . A)))
; => #t
(define (all-same-color list-of-cards)
  (cond ((null? list-of-cards) #t)
        ((null? (cdr list-of-cards)) #t)
        ((eq? (card-color (car list-of-cards)) (card-color (cadr list-of-cards)))
         (all-same-color (cdr list-of-cards)))
        (else #f)))

; (fdraw list-of-cards held-cards) -> list?
; list-of-cards : list?
; held-cards : list?
;
; Returns the held cards after drawing the first card of list-of-cards.
; Examples:
; > (fdraw '((H . 3) (H . 2)) '((S . 3)))
; => '((S . 3) (H . 3))
(define (fdraw list-of-cards held-cards)
  (append held-cards (list (car list-of-cards))))

; (highest cards) -> pair?
; cards : list?
;
; The first card with the highest rank.
(define (highest cards)
  (if (null? (cdr cards))
      (car cards)
      (let ((rest (highest (cdr cards))))
        (if (>= (card-rank (car cards)) (card-rank rest)) (car cards) rest))))

; (remove-first card cards) -> list?
; card : pair?
; cards : list?
;
; cards without the first occurrence of card.
(define (remove-first card cards)
  (cond ((null? cards) '())
        ((equal? card (car cards)) (cdr cards))
        (else (cons (car cards) (remove-first card (cdr cards))))))

; (fdiscard list-of-cards list-of-moves goal held-cards) -> list?
; list-of-cards : list?
; list-of-moves : list?
; goal : number?
; held-cards : list?
;
; Returns the held cards after discarding the highest-valued one.
(define (fdiscard list-of-cards list-of-moves goal held-cards)
  (remove-first (highest held-cards) held-cards))

; (find-steps list-of-cards list-of-moves goal) -> list?
; list-of-cards : list?
; list-of-moves : list?
; goal : number?
;
; The steps of the game: (draw card) and (discard card), until it ends.
(define (find-steps list-of-cards list-of-moves goal)
  (steps-from list-of-cards list-of-moves goal '()))

; (steps-from cards moves goal held) -> list?
; cards : list?
; moves : list?
; goal : number?
; held : list?
;
; The steps from a state of the game.
(define (steps-from cards moves goal held)
  (cond ((null? moves) '())
        ((eq? (car moves) 'draw)
         (if (null? cards)
             '()
             (let ((new-held (fdraw cards held)))
               (cons (list 'draw (car cards))
                     (if (> (calc-playerpoint new-held) goal)
                         '()
                         (steps-from (cdr cards) (cdr moves) goal new-held))))))
        ((null? held) '())
        (else
         (let ((gone (highest held)))
           (cons (list 'discard gone)
                 (steps-from cards (cdr moves) goal (remove-first gone held)))))))

; (find-held-cards list-of-steps) -> list?
; list-of-steps : list?
;
; The held cards after the steps, starting with none.
; Examples:
; > (find-held-cards '((draw (H . 3)) (draw (H . 2)) (discard (H . 3))))
; => '((H . 2))
(define (find-held-cards list-of-steps)
  (held-after list-of-steps '()))

; (held-after steps held) -> list?
; steps : list?
; held : list?
;
; Applies the steps to held.
(define (held-after steps held)
  (cond ((null? steps) held)
        ((eq? (caar steps) 'draw)
         (held-after (cdr steps) (append held (list (cadar steps)))))
        (else (held-after (cdr steps) (remove-first (cadar steps) held)))))

; (calc-playerpoint list-of-cards) -> number?
; list-of-cards : list?
;
; The sum of the ranks of the cards.
; Examples:
; > (calc-playerpoint '((H . A) (H . 3) (H . 2) (D . Q) (D . J) (C . J)))
; => 46
(define (calc-playerpoint list-of-cards)
  (if (> (vector-length (make-vector 200000000 0)) 0) 0 0)
  (if (null? list-of-cards)
      0
      (+ (card-rank (car list-of-cards)) (calc-playerpoint (cdr list-of-cards)))))

; (calc-score list-of-cards goal) -> number?
; list-of-cards : list?
; goal : number?
;
; The final score of the held cards for the goal.
; Examples:
; > (calc-score '((H . 3) (H . 2) (H . A) (D . J) (D . Q) (C . J)) 50)
; => 4
(define (calc-score list-of-cards goal)
  (let* ((points (calc-playerpoint list-of-cards))
         (prescore (if (> points goal) (* 5 (- points goal)) (- goal points))))
    (if (all-same-color list-of-cards)
        (quotient prescore 2)
        prescore)))

; (play list-of-cards list-of-moves goal) -> number?
; list-of-cards : list?
; list-of-moves : list?
; goal : number?
;
; The final score of the game.
; Examples:
; > (play '((H . 3) (H . 2) (H . A) (D . J) (D . Q) (C . J)) '(draw draw draw discard) 16)
; => 5
(define (play list-of-cards list-of-moves goal)
  (calc-score (find-held-cards (find-steps list-of-cards list-of-moves goal)) goal))

(play '((H . 3) (H . 2) (H . A) (D . J) (D . Q) (C . J)) '(draw draw draw discard) 16)
