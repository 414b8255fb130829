#lang racket/base
;; Time a Racket program inside one process: one warm-up, then N runs, each instantiating
;; the (raco-made) module afresh in a new namespace that shares the already loaded
;; libraries (and its `main` submodule when it has one, as `racket PROGRAM.rkt` runs it);
;; print the seconds of each run, one per line.
;;
;;     racket bench/timers/racket_timer.rkt PROGRAM.rkt N
(require racket/port)
(define args (current-command-line-arguments))
(define program (path->complete-path (string->path (vector-ref args 0))))
(define n (string->number (vector-ref args 1)))
(define base (current-namespace))
(dynamic-require 'racket #f)
(define (run-once)
  (define ns (make-base-empty-namespace))
  (namespace-attach-module base 'racket ns)
  (parameterize ([current-namespace ns] [current-output-port (open-output-nowhere)])
    (define start (current-inexact-milliseconds))
    (dynamic-require program #f)
    ;; as `racket PROGRAM.rkt` does: then its main submodule, when it declares one
    (when (module-declared? `(submod ,program main) #t)
      (dynamic-require `(submod ,program main) #f))
    (/ (- (current-inexact-milliseconds) start) 1000.0)))
(void (run-once))
(for ([i n]) (displayln (run-once)))
