;; A correct bridge-hands file (tests/submissions/bridge-hands/correct.scm) that begins
;; with the set-up lines of a DrScheme-era Simply Scheme file (one public file does):
;; PLT Scheme's trace library, then the book's two files, as the book says to load them.
(require (lib "trace.ss"))
(load "~/Documents/Scheme/PLT Scheme v372/berkeley/simply.scm")
(load "~/Documents/Scheme/PLT Scheme v372/berkeley/functions.scm")

(define (card-val card)
  (cond ((equal? (bf card) 'a) 4)
        ((equal? (bf card) 'k) 3)
        ((equal? (bf card) 'q) 2)
        ((equal? (bf card) 'j) 1)
        (else 0)))

(define (high-card-points hand)
  (accumulate + (every card-val hand)))

(define (count-suit suit hand)
  (count (keep (lambda (card) (equal? (first card) suit)) hand)))

(define (suit-counts hand)
  (every (lambda (suit) (count-suit suit hand)) '(s h c d)))

(define (suit-dist-points n)
  (if (<= n 2) (- 3 n) 0))

(define (hand-dist-points hand)
  (accumulate + (every suit-dist-points (suit-counts hand))))

(define (bridge-val hand)
  (+ (high-card-points hand) (hand-dist-points hand)))

(bridge-val '(sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3))
