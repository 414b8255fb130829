#lang racket
;; Reader corners (issue 12): this file starts with a UTF-8 byte-order mark, as Windows
;; Notepad saves files; here-strings; a #; comment whose datum spans lines.
(define banner #<<END
=== (unbalanced "quotes
    and ] brackets \n stay as written
END
  )
#;(define (unused x)
    (+ x
       1))
(define (twice x) (* 2 x))
#;
(twice
 'not-run)
(display (string-length banner))
(newline)
(define empty-here #<<X
X
  )
