#lang racket/base
;; continuation? and continuation-prompt-tag?: which captured continuations are
;; continuations (call/cc's, call/ec's, call/comp's, racket/control's control's; not
;; shift's, a lambda around one), and which values are prompt tags.
(require racket/control)

(define saved-k (call/cc values))
(define tag (make-continuation-prompt-tag 'mine))
