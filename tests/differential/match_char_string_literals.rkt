#lang racket
;; match's character and string literal patterns (tested without a call of equal? where the
;; value is a character or an immutable string): characters read from strings, beyond the
;; first 65,536 made, mutable strings, byte strings, symbols and numbers that are not them.
(define (f c) (match c [#\a 'a] [#\λ 'lambda] ["ab" 'ab-string] ["" 'empty] [(list #\x "y") 'list] [_ 'other]))
(define/match (g a b) [(#\^ #\^) 1] [(#\. _) 2] [(_ "s") 3] [(_ _) 4])
(define (tiles s) (for/list ([c (in-string s)]) (match c [#\a 1] [#\. 2] [#\^ 3] [_ 4])))
(define (h v) (match v [(vector #\a "b") 'vec] [(cons "k" #\v) 'pair] [(box "x") 'box] [_ 'no]))
