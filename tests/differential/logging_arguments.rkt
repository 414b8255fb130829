#lang racket
;; make-logger's propagation arguments (level topic ...), checked; log-message's optional data and topic.
