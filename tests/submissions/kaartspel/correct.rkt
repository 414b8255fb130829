#lang racket
;; KaartSpel in Scheme: a strategy is (list kind limit); a game is a list of its settings.

(define (grens-strategie g) (list 'grens g))
(define (fraude-strategie g) (list 'fraude g))

(define (neem-kaarten strategie stapel afleg maximum)
  (define g (cadr strategie))
  (let loop ([genomen '()] [stapel stapel] [som 0])
    (if (and (< som g) (< (length genomen) maximum) (pair? stapel))
        (loop (append genomen (list (car stapel))) (cdr stapel) (+ som (car stapel)))
        (if (and (eq? (car strategie) 'fraude) (> som g))
            (let ([gehouden (drop-right genomen 1)])
              (list gehouden (cons (last genomen) stapel) (append afleg gehouden)))
            (list genomen stapel (append afleg genomen))))))

(define (kaartspel stapel n maximum beloning) (list stapel n maximum beloning))

(define (punten waarde n beloning)
  (cond [(= waarde n) beloning]
        [(> waarde n) (* -2 beloning)]
        [else (* beloning (/ waarde n))]))

(define (speel-rondes spel strategie rondes)
  (match-define (list origineel n maximum beloning) spel)
  (let loop ([i 0] [stapel (shuffle origineel)] [afleg '()] [totaal 0])
    (if (= i rondes)
        (exact->inexact totaal)
        (let-values ([(stapel afleg) (if (< (length stapel) maximum)
                                         (values (shuffle origineel) '())
                                         (values stapel afleg))])
          (match-define (list genomen nieuw nieuw-afleg)
            (neem-kaarten strategie stapel afleg maximum))
          (loop (+ i 1) nieuw nieuw-afleg (+ totaal (punten (apply + genomen) n beloning)))))))
