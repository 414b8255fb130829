#lang racket/base
; json: jsexprs to and from JSON text (see json.exprs).
(require json racket/port)
