#lang racket
;; hash-ref and hash-has-key? of a character key (its image written out) and of a list of
;; characters, fixnums and symbols (each element's image taken in place); hash-update! of
;; a mutable table with a primitive or translated procedure of one argument called
;; directly; hash-keys of an immutable table read from the order it keeps.
(define ch (for/hash ([c (in-string "abcdefg")] [k (in-naturals)]) (values c k)))
(define chv (for/hasheqv ([c (in-string "abc")] [k (in-naturals)]) (values c k)))
(define che (for/hasheq ([c (in-string "abc")] [k (in-naturals)]) (values c k)))
(define m (make-hash (list (cons (list #\b #\e) 1) (cons (list #\a) 2) (cons (list 1 'x #\c) 3)
                           (cons (cons #\a #\b) 4) (cons (list "a") 5) (cons '(a) 6)
                           (cons (list (list #\a) #\b) 7))))
(define im (hash (list #\b #\e) 1 (list #\a 2) 2 #\z 26))
(define counts (make-hash))
(define pk (for*/hash ([a 4] [b 3]) (values (cons a b) (* a b))))
