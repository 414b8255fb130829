#lang racket
;; Paths by their names: path-add-extension, path-replace-extension, path-add-suffix,
;; path-replace-suffix, path-element->string/->bytes, string->path-element, path->bytes,
;; bytes->path, explode-path, simple-form-path (its answer made relative to the current
;; directory), filename-extension, path<?; their errors.
