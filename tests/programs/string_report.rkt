#lang racket
;; Producing a formatted text report with strings and racket/string.

(define players '(("Ann" 21 3) ("Bob" 17 5) ("Cy" 24 1)))

(define (pad s n)
  (if (>= (string-length s) n) s (pad (string-append s " ") n)))

(define (row p)
  (string-append (pad (first p) 6) "| " (pad (number->string (second p)) 4) "| " (~a (third p))))

(displayln (string-append (pad "Name" 6) "| " (pad "Pts" 4) "| Cards"))
(displayln (make-string 20 #\-))
(for-each (lambda (p) (displayln (row p))) players)
(define names (map first players))
(string-join names ", ")
(string-upcase (string-join names "/"))
(define busted (filter (lambda (p) (> (second p) 21)) players))
(format "~a busted" (map first busted))
(string-split "H3 D10 SK" " ")
(map (lambda (s) (string->symbol (substring s 0 1))) (string-split "H3 D10 SK"))
(string-length (row (first players)))
(~a "Total: " (apply + (map second players)))
(string->list "AK")
