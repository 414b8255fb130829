#lang racket/base
;; Writes minischeme/expansion/teaching_names.txt, which expansion/teaching.py reads: the
;; names each of How to Design Programs' teaching languages provides, one "LEVEL NAME" a
;; line (LEVEL as minischeme names the language: htdp/bsl ... htdp/asl). A module-level
;; definition of one of them is Racket's "this name was defined in the language or a
;; required library and cannot be re-defined". Run from the repository root with
;; Racket 8.7:
;;   racket tools/teaching_names.rkt
(require racket/list)
(define levels '(("htdp/bsl" . lang/htdp-beginner) ("htdp/bsl+" . lang/htdp-beginner-abbr)
                 ("htdp/isl" . lang/htdp-intermediate) ("htdp/isl+" . lang/htdp-intermediate-lambda)
                 ("htdp/asl" . lang/htdp-advanced)))
(with-output-to-file "minischeme/expansion/teaching_names.txt" #:exists 'replace
  (lambda ()
    (for ([level levels])
      (dynamic-require (cdr level) #f)
      (define-values (vars stxs) (module->exports (cdr level)))
      (define names
        (sort (remove-duplicates
               (for*/list ([table (list vars stxs)] [phase+names table]
                           #:when (eqv? (car phase+names) 0) [n (cdr phase+names)])
                 (symbol->string (car n))))
              string<?))
      (for ([n names]) (printf "~a ~a\n" (car level) n)))))
