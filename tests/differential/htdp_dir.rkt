#lang racket
;; htdp/dir required into a racket module: its structures made by make-dir and make-file
;; (checked in the teachpack's words), their accessors, create-dir's argument errors.
(require htdp/dir)
(define d (make-dir "TS" (list (make-dir "Text" '() (list (make-file "part1" 99 ""))))
                    (list (make-file 'read! 19 (make-date 2020 1 2 3 4 5) "x"))))
