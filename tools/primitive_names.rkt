#lang racket/base
;; Writes minischeme/primitives/primitive_names.txt, which `primitive?` (control.py) reads:
;; the object names, one a line, of the procedures `#lang racket` binds (as variables or,
;; for struct constructors such as `date`, as syntax) for which Racket's `primitive?` is
;; true (`car`, `+`, `printf`; not `map`, `filter` or `sort`, which Racket writes in
;; Racket). Run from the repository root with Racket 8.7:
;;   racket tools/primitive_names.rkt
(require racket/list (only-in racket))
(define ns (make-base-namespace))
(parameterize ([current-namespace ns]) (namespace-require 'racket))
(define-values (vars stx) (module->exports 'racket))
(define names
  (for*/list ([table (list vars stx)] [phase+names table] #:when (eqv? (car phase+names) 0)
              [n (cdr phase+names)])
    (car n)))
(define primitive-names
  (sort (remove-duplicates
         (for*/list ([n names]
                     [v (in-value (with-handlers ([void (lambda (e) #f)])
                                    (parameterize ([current-namespace ns]) (eval n))))]
                     #:when (and (procedure? v) (primitive? v) (symbol? (object-name v))))
           (symbol->string (object-name v))))
        string<?))
(with-output-to-file "minischeme/primitives/primitive_names.txt" #:exists 'truncate
  (lambda () (for ([name primitive-names]) (displayln name))))
