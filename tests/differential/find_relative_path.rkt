#lang racket/base
; racket/path's find-relative-path (see find_relative_path.exprs).
(require racket/path)
