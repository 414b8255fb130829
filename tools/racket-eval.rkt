#lang racket/base
;; racket tools/racket-eval.rkt FILE EXPRS
;;
;; What Racket answers for `minischeme eval FILE EXPRS --json` (the differential tests'
;; oracle, tests/racket_oracle.py). FILE is instantiated as a module; each datum of EXPRS
;; is then evaluated in that module's namespace. Output: JSON lines, the first
;;   {"load_error": null or the message, "body_output": what the module body printed}
;; then one per datum
;;   {"expr": the datum as ~s, "value": the result as ~s ("" for void), "output": printed}
;; or "error" (the exception's message) in place of "value".
;; Limits: 20 s and 512 MB for the load, 5 s and 256 MB for each datum.
(require json racket/sandbox)

(define (read-all in)
  (for/list ([datum (in-port read in)]) datum))

(define (exception->message e)
  (if (exn? e) (exn-message e) (format "uncaught exception: ~s" e)))

(define (emit table)
  (write-json table)
  (newline)
  (flush-output))  ; so a run killed part-way shows how far it got

(define (main file-arg exprs-arg)
  (define file (path->complete-path file-arg))
  (define data (call-with-input-file exprs-arg read-all))
  (define namespace (make-base-namespace))
  (define body-output (open-output-string))
  (define load-error
    (with-handlers ([(λ (_) #t) exception->message])
      (parameterize ([current-output-port body-output] [current-namespace namespace])
        (call-with-limits 20 512 (λ () (dynamic-require file #f))))
      #f))
  (define module-namespace
    (and (not load-error)
         (with-handlers ([(λ (_) #t) (λ (_) #f)])
           (parameterize ([current-namespace namespace]) (module->namespace file)))))
  (emit (hasheq 'load_error (cond [load-error load-error]
                                  [module-namespace (json-null)]
                                  [else "no namespace"])
                'body_output (get-output-string body-output)))
  (for ([datum (in-list data)])
    (define output (open-output-string))
    (define answer
      (cond
        [(not module-namespace) (hasheq 'error "module failed to load")]
        [else
         (with-handlers ([(λ (_) #t) (λ (e) (hasheq 'error (exception->message e)))])
           (call-with-limits 5 256
             (λ ()
               (parameterize ([current-output-port output] [current-namespace module-namespace])
                 (define value (eval datum))
                 (hasheq 'value (if (void? value) "" (format "~s" value)))))))]))
    (emit (hash-set* answer 'expr (format "~s" datum) 'output (get-output-string output)))))

(define arguments (current-command-line-arguments))
(unless (= (vector-length arguments) 2)
  (eprintf "usage: racket racket-eval.rkt FILE EXPRS\n")
  (exit 2))
(main (vector-ref arguments 0) (vector-ref arguments 1))
