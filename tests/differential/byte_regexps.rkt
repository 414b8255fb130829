#lang racket
;; Byte regexps: #rx#"..." and #px#"..." literals, byte-regexp and byte-pregexp; they match
;; bytes (a string input's UTF-8 encoding, `.` one byte) and what they find is byte strings.
