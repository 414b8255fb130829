#lang racket
;; Solitaire -- cards are (suit . rank) pairs, moves are draw and (discard CARD).
;; remove_card returns the cards after c in reverse order; otherwise correct.rkt.

(struct illegal-move exn:fail ())

(define (card_color c)
  (case (car c)
    [(clubs spades) 'black]
    [(diamonds hearts) 'red]))

(define (card_value c)
  (case (cdr c)
    [(ace) 11]
    [(jack queen king) 10]
    [else (cdr c)]))

(define (remove_card cs c e)
  (let loop ([cs cs] [seen '()])
    (cond [(null? cs) (raise e)]
          [(equal? (car cs) c) (append (reverse seen) (reverse (cdr cs)))]
          [else (loop (cdr cs) (cons (car cs) seen))])))

(define (all_same_color cs)
  (match cs
    [(list) #t]
    [(list _) #t]
    [(list a b rest ...) (and (eq? (card_color a) (card_color b))
                              (all_same_color (cons b rest)))]))

(define (sum_cards cs)
  (let loop ([cs cs] [acc 0])
    (if (null? cs) acc (loop (cdr cs) (+ acc (card_value (car cs)))))))

(define (preliminary sum goal)
  (if (> sum goal) (* 3 (- sum goal)) (- goal sum)))

(define (score held goal)
  (define pre (preliminary (sum_cards held) goal))
  (if (all_same_color held) (quotient pre 2) pre))

(define (run-game cards moves goal value final)
  (let loop ([cards cards] [moves moves] [held '()])
    (cond [(null? moves) (final held goal)]
          [(eq? (car moves) 'draw)
           (if (null? cards)
               (final held goal)
               (let ([held (cons (car cards) held)])
                 (if (> (apply + (map value held)) goal)
                     (final held goal)
                     (loop (cdr cards) (cdr moves) held))))]
          [else
           (loop cards (cdr moves)
                 (remove_card held (cadr (car moves))
                              (illegal-move "IllegalMove" (current-continuation-marks))))])))

(define (officiate cards moves goal)
  (run-game cards moves goal card_value score))

(define (low-value c) (if (eq? (cdr c) 'ace) 1 (card_value c)))

(define (score_challenge held goal)
  (define aces (count (lambda (c) (eq? (cdr c) 'ace)) held))
  (define low (apply + (map low-value held)))
  (define best (apply min (for/list ([k (in-range (+ aces 1))])
                            (preliminary (+ low (* 10 k)) goal))))
  (if (all_same_color held) (quotient best 2) best))

(define (officiate_challenge cards moves goal)
  (run-game cards moves goal low-value score_challenge))

(define (careful_player cards goal)
  (let loop ([cards cards] [held '()] [acc '()])
    (define sum (sum_cards held))
    (cond [(= (score held goal) 0) (reverse acc)]
          [(> goal (+ sum 10))
           (if (null? cards)
               (reverse (cons 'draw acc))
               (loop (cdr cards) (cons (car cards) held) (cons 'draw acc)))]
          [(null? cards) (reverse acc)]
          [else
           (define next (car cards))
           (define zero
             (findf (lambda (c) (= 0 (score (cons next (remove_card held c 'none)) goal))) held))
           (cond [zero (reverse (list* 'draw (list 'discard zero) acc))]
                 [(<= (+ sum (card_value next)) goal)
                  (loop (cdr cards) (cons next held) (cons 'draw acc))]
                 [else (reverse acc)])])))
