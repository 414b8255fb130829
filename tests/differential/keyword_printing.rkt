#lang racket
;; Keywords printed by write, display and print: `#:` and the text written as a symbol's
;; (bars for spaces, a leading `#`, `.`; an escaped bar), where a number needs no bars.
(define ks (map string->keyword (list "a b" "" "1" "A" "a|b" "#x" "." "a;b" "1.5")))
