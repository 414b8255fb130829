#lang racket/base
;; char-general-category (every category, unassigned and private-use code points),
;; char-title-case?, char-graphic?, char-iso-control? beside char-symbolic?,
;; char-punctuation? and char-blank?; string-normalize-nfd/-nfc/-nfkd/-nfkc (composition,
;; compatibility forms, canonical order of marks, Hangul, new mutable strings); their errors.
;; (tests/test_char_general_category.py asks Racket about every code point.)

(define (msg thunk) (with-handlers ([exn? exn-message]) (thunk)))
(define (classes c)
  (list (char-general-category c) (char-title-case? c) (char-graphic? c) (char-iso-control? c)
        (char-symbolic? c) (char-punctuation? c) (char-blank? c)))
(define (codes s) (map char->integer (string->list s)))
