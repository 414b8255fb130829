#lang racket/base
;; 2htdp/batch-io required into a racket module: write-file to the stdout device, the
;; teachpack's errors for a name that is neither a string nor a device (and for a file
;; that is not there, which names the folder the program runs in).
(require 2htdp/batch-io)
(define written (write-file 'stdout "loaded\n"))
