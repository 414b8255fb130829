#lang racket/base
;; Which library each name of this session comes from: racket/base has explode-path,
;; path-add-extension, make-struct-type, srcloc, continuation marks, log-error ...; the
;; names of racket/function, racket/list, racket/dict, racket/path and racket/contract are
;; unbound here until required (a datum referring to one is Racket's unbound-name error).
