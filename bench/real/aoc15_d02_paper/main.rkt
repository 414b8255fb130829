#lang racket
;; benchmark driver (added): the module's read-parse-sum on the embedded input, 20 times
(require "elf-package.rkt" "input.rkt")
(for ([i (in-range 20)])
  (displayln (read-parse-sum (open-input-string input-text))))
